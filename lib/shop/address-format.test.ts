import { addressInline, addressLines, localityLine, streetLine } from './address-format';

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

  it('prints no region after the city in Germany, France or Austria (issue 32: "80802 München Bayern")', () => {
    expect(localityLine({ ...base, city: 'München', region: 'Bayern', postalCode: '80802', country: 'DE' })).toBe('80802 München');
    expect(localityLine({ ...base, city: 'Paris', region: 'Île-de-France', postalCode: '75008', country: 'FR' })).toBe('75008 Paris');
    expect(localityLine({ ...base, city: 'Wien', region: 'Wien', postalCode: '1010', country: 'AT' })).toBe('1010 Wien');
    expect(localityLine({ ...base, city: 'Granollers', region: 'Barcelona', postalCode: '08400', country: 'ES' })).toBe('08400 Granollers (Barcelona)');
    expect(localityLine({ ...base, city: 'Madrid', region: 'Madrid', postalCode: '28001', country: 'ES' })).toBe('28001 Madrid');
  });

  it('lays out the whole address in the country’s order: 〒 and the largest unit first in Japan (issue 32)', () => {
    expect(addressLines({ line1: '丸の内1-1-1', line2: '丸の内ビル 12階', city: '千代田区', region: '東京都', postalCode: '100-0005', country: 'JP' })).toEqual(
      ['〒100-0005', '東京都千代田区丸の内1-1-1', '丸の内ビル 12階'],
    );
    expect(addressLines({ line1: '테헤란로 123', line2: null, city: '강남구', region: '서울특별시', postalCode: '06236', country: 'KR' })).toEqual([
      '(06236) 서울특별시 강남구 테헤란로 123',
    ]);
    expect(addressLines({ line1: '建国路88号', line2: '3层', city: '朝阳区', region: '北京市', postalCode: '100022', country: 'CN' })).toEqual([
      '北京市朝阳区建国路88号',
      '3层',
      '100022',
    ]);
    expect(addressLines(base)).toEqual(['455 Harbor Point Drive, Suite 1200', 'San Francisco, CA 94105']);
    expect(addressLines({ ...base, line2: null, city: 'München', region: 'Bayern', postalCode: '80802', country: 'DE' })).toEqual([
      '455 Harbor Point Drive',
      '80802 München',
    ]);
  });

  it('puts an address on one line in the same order', () => {
    expect(addressInline({ line1: '丸の内1-1-1', line2: null, city: '千代田区', region: '東京都', postalCode: '100-0005', country: 'JP' })).toBe(
      '〒100-0005 東京都千代田区丸の内1-1-1',
    );
    expect(addressInline({ ...base, line2: null, city: 'München', region: 'Bayern', postalCode: '80802', country: 'DE' })).toBe(
      '455 Harbor Point Drive, 80802 München',
    );
  });

  it('leaves out what an address does not have', () => {
    expect(localityLine({ ...base, region: '', postalCode: null, country: 'IE', city: 'Dublin' })).toBe('Dublin');
    expect(streetLine({ ...base, line2: null })).toBe('455 Harbor Point Drive');
  });
});
