import { internalPath } from './query-routes';

const q = (s: string) => new URLSearchParams(s);

describe('internalPath', () => {
  it('maps item queries onto the pre-rendered internal paths', () => {
    expect(internalPath('/productsShow', q('id=c4'))).toBe('/productsShow/c4');
    expect(internalPath('/newsShow', q('id=c4-launch&utm=x'))).toBe('/newsShow/c4-launch');
    expect(internalPath('/newsCenter', q('category=video&page=2'))).toBe('/newsCenter/video/2');
    expect(internalPath('/productslist', q('sort=price-asc'))).toBe('/productslist/all/price-asc/1');
  });

  it('fills defaults for optional parameters', () => {
    expect(internalPath('/newsCenter', q(''))).toBe('/newsCenter/all/1');
  });

  it('leaves a detail route without id to its bare page', () => {
    expect(internalPath('/productsShow', q(''))).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(internalPath('/brand', q('id=1'))).toBeNull();
    expect(internalPath('/productsShowcase', q('id=1'))).toBeNull();
  });

  it('sends malformed values and the internal form itself to the 404 page', () => {
    expect(internalPath('/productsShow', q('id=../../etc'))).toBe('not-found');
    expect(internalPath('/productsShow', q(`id=${'a'.repeat(65)}`))).toBe('not-found');
    expect(internalPath('/productsShow/c4', q(''))).toBe('not-found');
  });

  it('serves a store search from the dynamic page, the bare finder from the static one', () => {
    expect(internalPath('/stores', q(''))).toBeNull();
    expect(internalPath('/stores', q('utm_source=mail'))).toBeNull();
    expect(internalPath('/stores', q(`q=${encodeURIComponent('東京')}`))).toBe('/stores/find');
    expect(internalPath('/stores', q('country=&q='))).toBe('/stores/find');
    expect(internalPath('/stores', q('page=2'))).toBe('/stores/find');
    expect(internalPath('/stores/find', q('q=tokyo'))).toBe('not-found');
    expect(internalPath('/storesx', q('q=tokyo'))).toBeNull();
  });
});
