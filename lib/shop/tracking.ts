/**
 * Where a buyer follows a parcel: the tracking page of the carrier staff named when they shipped
 * it (issue 16). The carrier is typed by staff, so it is matched by name, case and spacing aside
 * ("DHL Express", "dhl" → DHL). A carrier not listed here gets no link; the number is still shown.
 */
const CARRIERS: { names: string[]; url: (n: string) => string }[] = [
  { names: ['dhl', 'dhl express', 'dhl paket', 'deutsche post'], url: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}&submit=1` },
  { names: ['ups'], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { names: ['usps'], url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { names: ['fedex'], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: ['japan post', '日本郵便', 'ゆうパック'], url: (n) => `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}` },
  { names: ['yamato', 'yamato transport', 'ヤマト運輸'], url: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}` },
  { names: ['sf express', '顺丰', '顺丰速运'], url: (n) => `https://www.sf-express.com/chn/en/waybill/waybill-detail/${n}` },
  { names: ['colissimo', 'la poste'], url: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}` },
  { names: ['correos'], url: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}` },
  { names: ['poste italiane', 'sda'], url: (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}` },
  { names: ['cj logistics', 'cj대한통운'], url: (n) => `https://www.cjlogistics.com/ko/tool/parcel/tracking?gnbInvcNo=${n}` },
  { names: ['correios'], url: (n) => `https://rastreamento.correios.com.br/app/index.php?objetos=${n}` },
  { names: ['russian post', 'почта россии'], url: (n) => `https://www.pochta.ru/tracking#${n}` },
];

const normalize = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The carrier's tracking page for a number, or null for a carrier this site does not know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const name = normalize(carrier);
  const known = CARRIERS.find((c) => c.names.includes(name));
  return known ? known.url(encodeURIComponent(trackingNumber.trim())) : null;
}
