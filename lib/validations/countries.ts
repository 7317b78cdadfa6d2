/** ISO 3166-1 alpha-2 codes (officially assigned). Names come from Intl.DisplayNames per locale. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const CODES = new Set(COUNTRY_CODES);
export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}

/** Countries whose addresses have no postal code. */
const NO_POSTAL = new Set(['AE', 'AG', 'AO', 'BS', 'BZ', 'CW', 'FJ', 'GH', 'HK', 'IE', 'JM', 'KI', 'MO', 'QA', 'SC', 'TV', 'UG', 'YE', 'ZW']);
export function needsPostalCode(country: string): boolean {
  return !NO_POSTAL.has(country);
}

/** Postal code formats of the main markets; other countries get the generic pattern. */
const POSTAL: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CN: /^\d{6}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  BR: /^\d{5}-?\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RU: /^\d{6}$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  AU: /^\d{4}$/,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  IN: /^\d{6}$/,
};
export function postalCodeValid(country: string, code: string): boolean {
  if (!code) return !needsPostalCode(country);
  return (POSTAL[country] ?? /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/).test(code);
}
