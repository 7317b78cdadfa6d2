import type { MouseEvent } from 'react';

/**
 * Props for a button that cannot act right now (its request is under way, or a limit is reached)
 * but keeps keyboard focus: `aria-disabled` instead of `disabled`, and a click (or the Enter that
 * submits a form through it) does nothing. A `disabled` button drops focus to <body>, where the next
 * Space scrolls the page and the next Tab starts again at the top (WCAG 2.4.3, 2.1.1). The one
 * pattern for busy buttons; style `[aria-disabled='true']` like `:disabled`.
 */
export function busyButton(unavailable: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return {
    'aria-disabled': unavailable || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (unavailable) event.preventDefault();
      else onClick?.(event);
    },
  };
}
