import { nextPopupZIndex, POPUP_Z_INDEX_BASE, resetPopupZIndex } from './layers';

describe('popup layers', () => {
  beforeEach(resetPopupZIndex);

  it('start above z-index 2000 and stack each new popup above the previous one', () => {
    expect(POPUP_Z_INDEX_BASE).toBe(2000);
    const first = nextPopupZIndex();
    const second = nextPopupZIndex();
    expect(first).toBeGreaterThan(2000);
    expect(second).toBeGreaterThan(first);
  });
});
