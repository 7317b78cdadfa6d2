import { trackingUrl } from './tracking';

describe('tracking links (issue 16)', () => {
  it('finds the carrier by name whatever its case and spacing, and escapes the number', () => {
    expect(trackingUrl('DHL Express', 'JD014600006281230')).toBe('https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281230&submit=1');
    expect(trackingUrl('  ups ', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('ヤマト運輸', '4455 6677')).toBe('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=4455%206677');
    expect(trackingUrl('Correios', 'AA123456789BR&x=<y>')).toBe('https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR%26x%3D%3Cy%3E');
  });

  it('gives no link for a carrier it does not know', () => {
    expect(trackingUrl('Bob’s Couriers', '12345')).toBeNull();
  });
});
