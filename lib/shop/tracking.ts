import { MARKETS, type Market } from './market-ids';

/**
 * The carriers staff ship with, and where a buyer follows a parcel. Staff choose a carrier from the
 * ones that deliver to the order's country (the order screen, `carriersFor`), or type another
 * one's name; the order keeps the name, which the buyer reads in the shipping mail and on the
 * order page. A name is matched case and spacing aside, by any of its spellings ("DHL Express",
 * "dhl" → DHL), so orders shipped before the list existed keep their links. A carrier not listed
 * gets no link; the number is still shown.
 */
export interface Carrier {
  id: string;
  /** The name as the carrier's own country writes it: the one stored on the order and mailed. */
  name: string;
  /** The name in Latin letters, shown beside `name` to staff when it differs. */
  latin?: string;
  /** Other spellings staff have typed for it, in lower case. */
  aliases: readonly string[];
  /** The destination countries it is offered for. */
  countries: readonly Market[];
  /** Its tracking page for a (URL-encoded) number and the parcel's destination country. */
  page: (number: string, country: string) => string;
}

const EVERYWHERE_BUT_RUSSIA = MARKETS.filter((m) => m !== 'RU');

/** UPS's tracking page takes the reader's language and country. */
const UPS_LOCALE: Record<Market, string> = {
  US: 'en_US',
  DE: 'de_DE',
  FR: 'fr_FR',
  ES: 'es_ES',
  IT: 'it_IT',
  JP: 'ja_JP',
  CN: 'zh_CN',
  KR: 'ko_KR',
  BR: 'pt_BR',
  RU: 'ru_RU',
};
const isMarket = (country: string): country is Market => (MARKETS as readonly string[]).includes(country);

export const CARRIERS: readonly Carrier[] = [
  {
    id: 'dhl',
    name: 'DHL',
    aliases: ['dhl express', 'dhl paket', 'deutsche post'],
    countries: EVERYWHERE_BUT_RUSSIA,
    // A parcel within Germany is DHL Paket's, followed on dhl.de; the others on DHL's global page.
    page: (n, country) =>
      country === 'DE'
        ? `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`
        : `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}&submit=1`,
  },
  {
    id: 'ups',
    name: 'UPS',
    aliases: [],
    countries: EVERYWHERE_BUT_RUSSIA,
    page: (n, country) => `https://www.ups.com/track?loc=${isMarket(country) ? UPS_LOCALE[country] : 'en_US'}&tracknum=${n}`,
  },
  { id: 'fedex', name: 'FedEx', aliases: [], countries: EVERYWHERE_BUT_RUSSIA, page: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { id: 'usps', name: 'USPS', aliases: [], countries: ['US'], page: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { id: 'colissimo', name: 'Colissimo', aliases: ['la poste'], countries: ['FR'], page: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}` },
  {
    id: 'correos',
    name: 'Correos',
    aliases: [],
    countries: ['ES'],
    page: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}`,
  },
  {
    id: 'poste-italiane',
    name: 'Poste Italiane',
    aliases: ['sda'],
    countries: ['IT'],
    page: (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}`,
  },
  {
    id: 'japan-post',
    name: '日本郵便',
    latin: 'Japan Post',
    aliases: ['ゆうパック'],
    countries: ['JP'],
    page: (n, country) => `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&locale=${country === 'JP' ? 'ja' : 'en'}`,
  },
  {
    id: 'yamato',
    name: 'ヤマト運輸',
    latin: 'Yamato Transport',
    aliases: ['yamato'],
    countries: ['JP'],
    page: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}`,
  },
  {
    id: 'sf-express',
    name: '顺丰速运',
    latin: 'SF Express',
    aliases: ['顺丰'],
    countries: ['CN'],
    page: (n, country) => `https://www.sf-express.com/chn/${country === 'CN' ? 'sc' : 'en'}/waybill/waybill-detail/${n}`,
  },
  {
    id: 'cj-logistics',
    name: 'CJ대한통운',
    latin: 'CJ Logistics',
    aliases: [],
    countries: ['KR'],
    page: (n) => `https://www.cjlogistics.com/ko/tool/parcel/tracking?gnbInvcNo=${n}`,
  },
  { id: 'correios', name: 'Correios', aliases: [], countries: ['BR'], page: (n) => `https://rastreamento.correios.com.br/app/index.php?objetos=${n}` },
  { id: 'russian-post', name: 'Почта России', latin: 'Russian Post', aliases: [], countries: ['RU'], page: (n) => `https://www.pochta.ru/tracking#${n}` },
  { id: 'cdek', name: 'СДЭК', latin: 'CDEK', aliases: [], countries: ['RU'], page: (n) => `https://www.cdek.ru/ru/tracking?order_id=${n}` },
];

const normalize = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The carriers that deliver to a country, the country's own first; every carrier for a country outside the markets. */
export function carriersFor(country: string): Carrier[] {
  if (!isMarket(country)) return [...CARRIERS];
  const serving = CARRIERS.filter((c) => c.countries.includes(country));
  return [...serving.filter((c) => c.countries.length === 1), ...serving.filter((c) => c.countries.length > 1)];
}

/** The listed carrier a typed or stored name means, or undefined. */
export function carrierNamed(name: string): Carrier | undefined {
  const wanted = normalize(name);
  return CARRIERS.find((c) => normalize(c.name) === wanted || c.aliases.includes(wanted) || (c.latin && normalize(c.latin) === wanted));
}

/** The carrier's tracking page for a number sent to `country`, or null for a carrier this site does not know. */
export function trackingUrl(carrier: string, trackingNumber: string, country: string): string | null {
  return carrierNamed(carrier)?.page(encodeURIComponent(trackingNumber.trim()), country) ?? null;
}
