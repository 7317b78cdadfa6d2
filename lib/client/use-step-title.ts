'use client';
import { useEffect } from 'react';

/**
 * While mounted, the document's title names this step of a page that keeps its URL (the checkout
 * and its confirmation on /shoppingcart said "Shopping cart | Pawtrail" throughout; WCAG 2.4.2):
 * the part before the site name's " | " is swapped for `step`. On unmount the page's own title
 * comes back, unless another page has set its title meanwhile.
 */
export function useStepTitle(step: string): void {
  useEffect(() => {
    const before = document.title;
    const cut = before.lastIndexOf(' | ');
    const mine = cut >= 0 ? `${step}${before.slice(cut)}` : step;
    document.title = mine;
    return () => {
      if (document.title === mine) document.title = before;
    };
  }, [step]);
}
