/** Popup layers (dialogs, drawers, toasts) stack from this z-index upward. */
export const POPUP_Z_INDEX_BASE = 2000;

let top = POPUP_Z_INDEX_BASE;

/** The z-index for a popup opened now: above every popup opened before it. */
export function nextPopupZIndex(): number {
  top += 1;
  return top;
}

export function resetPopupZIndex(): void {
  top = POPUP_Z_INDEX_BASE;
}
