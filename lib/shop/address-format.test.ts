import { localityLine, streetLine } from './address-format';

describe('addresses in the destination country’s format (issue 15, item 10)', () => {
  const base = { line1: '455 Harbor Point Drive', line2: 'Suite 1200', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' };

  it('writes a US address as City, ST ZIP, not "94105 San Francisco CA"', () => {
    expect(localityLine(base)).toBe('San Francisco, CA 94105');
    expect(streetLine(base)).toBe('455 Harbor Point Drive, Suite 1200');
  });

  it('puts the postal code first in Germany, France, Italy and Spain', () => {
    expect(localityLine({ ...base, city: 'Berlin', region: null, postalCode: '10115', country: 'DE' })).toBe('10115 Berlin');
    expect(localityLine({ ...base, city: 'Roma', region: 'RM', postalCode: '00184', country: 'IT' })).toBe('00184 Roma RM');
  });

  it('writes Japanese, Chinese and Korean addresses from the largest unit', () => {
    expect(localityLine({ ...base, city: '千代田区', region: '東京都', postalCode: '100-0005', country: 'JP' })).toBe('〒100-0005 東京都千代田区');
    expect(localityLine({ ...base, city: '北京市', region: '北京', postalCode: '100000', country: 'CN' })).toBe('北京北京市 100000');
    expect(localityLine({ ...base, city: '강남구', region: '서울특별시', postalCode: '06236', country: 'KR' })).toBe('서울특별시 강남구 (06236)');
  });

  it('leaves out what an address does not have', () => {
    expect(localityLine({ ...base, region: '', postalCode: null, country: 'IE', city: 'Dublin' })).toBe('Dublin');
    expect(streetLine({ ...base, line2: null })).toBe('455 Harbor Point Drive');
  });
});
