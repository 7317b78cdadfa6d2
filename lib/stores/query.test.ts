import { internalPath } from '@/lib/routing/query-routes';
import { queryString } from './query';

describe('store finder query string', () => {
  it('leaves out what is not chosen, so the bare finder stays the pre-rendered page', () => {
    const bare = queryString({ q: '  ', country: '', kind: '', page: 1 });
    expect(bare).toBe('');
    expect(internalPath('/stores', new URLSearchParams(bare))).toBeNull();
  });

  it('carries the search in the form’s order, and the position only when given', () => {
    const query = { q: ' 東京 ', country: 'JP', kind: 'store', page: 3 };
    expect(queryString(query)).toBe('country=JP&q=%E6%9D%B1%E4%BA%AC&kind=store&page=3');
    expect(queryString(query, { lat: 35.694, lon: 139.703 })).toBe('country=JP&q=%E6%9D%B1%E4%BA%AC&kind=store&page=3&lat=35.694&lon=139.703');
    expect(internalPath('/stores', new URLSearchParams(queryString(query)))).toBe('/stores/find');
  });
});
