import { MARKETS } from './market-ids';
import { carrierNamed, carriersFor, CARRIERS, trackingUrl } from './tracking';

describe('carriers and tracking links', () => {
  it('finds the carrier by any of its names whatever the case and spacing, and escapes the number', () => {
    expect(trackingUrl('DHL Express', 'JD014600006281230', 'US')).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281230&submit=1',
    );
    expect(trackingUrl('  ups ', '1Z999AA10123456784', 'US')).toBe('https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');
    expect(trackingUrl('ヤマト運輸', '4455 6677', 'JP')).toBe('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=4455%206677');
    expect(trackingUrl('yamato transport', '4455', 'JP')).toBe(trackingUrl('ヤマト運輸', '4455', 'JP'));
    expect(trackingUrl('Correios', 'AA123456789BR&x=<y>', 'BR')).toBe('https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR%26x%3D%3Cy%3E');
  });

  it('links the tracking page of the parcel’s country where the carrier has one', () => {
    expect(trackingUrl('DHL', '00340434161094015902', 'DE')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094015902',
    );
    expect(trackingUrl('DHL', 'JD0146', 'FR')).toBe('https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146&submit=1');
    expect(trackingUrl('UPS', '1Z9', 'JP')).toBe('https://www.ups.com/track?loc=ja_JP&tracknum=1Z9');
    expect(trackingUrl('SF Express', 'SF123', 'CN')).toBe('https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF123');
    expect(trackingUrl('日本郵便', 'EJ1', 'JP')).toContain('locale=ja');
  });

  it('gives no link for a carrier it does not know', () => {
    expect(trackingUrl('Bob’s Couriers', '12345', 'US')).toBeNull();
    expect(carrierNamed('Bob’s Couriers')).toBeUndefined();
  });

  it('offers each market its own carriers first, then the international ones, and every market at least two', () => {
    expect(carriersFor('JP').map((c) => c.id)).toEqual(['japan-post', 'yamato', 'dhl', 'ups', 'fedex']);
    expect(carriersFor('FR').map((c) => c.name)).toEqual(['Colissimo', 'DHL', 'UPS', 'FedEx']);
    expect(carriersFor('RU').map((c) => c.latin)).toEqual(['Russian Post', 'CDEK']);
    for (const market of MARKETS) expect(carriersFor(market).length).toBeGreaterThanOrEqual(2);
    // An address outside the markets: all of them.
    expect(carriersFor('CH')).toHaveLength(CARRIERS.length);
  });

  it('knows each carrier by its stored name and its Latin one, and no two carriers share a name', () => {
    const names = CARRIERS.flatMap((c) => [...new Set([c.name, ...(c.latin ? [c.latin] : []), ...c.aliases].map((n) => n.toLowerCase()))]);
    expect(new Set(names).size).toBe(names.length);
    for (const c of CARRIERS) for (const alias of c.aliases) expect(alias).toBe(alias.toLowerCase());
    for (const c of CARRIERS) {
      expect(carrierNamed(c.name)).toBe(c);
      if (c.latin) expect(carrierNamed(c.latin)).toBe(c);
    }
  });
});
