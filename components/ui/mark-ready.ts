/**
 * A ref callback that marks an element `data-ready="true"` once React has attached it: from then on
 * its handlers run (tests and slow devices wait for the mark). It runs in the commit that hydrates
 * the element, so the mark costs no second render: set from state in an effect, it re-rendered the
 * whole product showcase right after hydration, a long task on a slow phone (docs/performance.md).
 */
export function markReady(element: HTMLElement | null): void {
  if (element) element.dataset.ready = 'true';
}
