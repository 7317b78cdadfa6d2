'use client';
import { createContext } from 'react';

/**
 * The heading level of an order's parts (lines, address, returns, the return form): h3 under the
 * order's h2 on /order, h4 under its h3 on the account page. `OrderArticle` provides it, so a part
 * drawn by another component (the return form) skips no level either (WCAG 1.3.1).
 */
export const OrderPartHeading = createContext<'h3' | 'h4'>('h4');
