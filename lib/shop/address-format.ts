/**
 * The locality line of a postal address the way the destination country's post writes it
 * (Universal Postal Union conventions): "San Francisco, CA 94105" in the US, "10115 Berlin" in
 * Germany, "〒100-0005 東京都千代田区" in Japan. Pure, so the shop and the back office share it.
 */
export interface PostalAddress {
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode?: string | null;
  country: string;
}

const join = (parts: (string | null | undefined)[], sep = ' ') => parts.filter((p) => p && p.trim()).join(sep);

/** City, region and postal code as one line, in the country's order. */
export function localityLine(a: PostalAddress): string {
  const { city, region, postalCode: zip } = a;
  switch (a.country) {
    // City, ST 94105
    case 'US':
    case 'CA':
    case 'AU':
    case 'PR':
      return join([join([city, region], ', '), zip]);
    // Town, then postcode (one line here)
    case 'GB':
    case 'IE':
      return join([city, region, zip], ', ');
    // 〒100-0005 東京都千代田区 / postcode first, then region and city (largest to smallest)
    case 'JP':
      return join([zip ? `〒${zip}` : null, join([region, city], '')]);
    case 'CN':
    case 'TW':
      return join([join([region, city], ''), zip]);
    case 'KR':
      return join([region, city, zip ? `(${zip})` : null]);
    // São Paulo - SP, 01310-100
    case 'BR':
      return join([join([city, region], ' - '), zip], ', ');
    // Москва, Московская обл., 101000
    case 'RU':
      return join([city, region, zip], ', ');
    // 00184 Roma RM: the province's abbreviation follows the city
    case 'IT':
      return join([zip, city, region]);
    // 08400 Granollers (Barcelona): the province in brackets where it is not the city's name
    case 'ES':
      return join([zip, city, region && region !== city ? `(${region})` : null]);
    // 80802 München, 75008 Paris, 1010 Wien: no region on the envelope (the post of Germany,
    // France, Austria, Switzerland and most of Europe has no region line)
    default:
      return join([zip, city]);
  }
}

/** The street lines: "line1, line2". */
export function streetLine(a: PostalAddress): string {
  return join([a.line1, a.line2], ', ');
}

/**
 * The address under the recipient's name, as lines in the country's order: the street first and
 * the locality under it in most of the world, but from the largest unit down in Japan
 * ("〒100-0005" / "東京都千代田区丸の内1-1-1" / "丸の内ビル 12階"), China and Korea. Pages, e-mails and the
 * back office print an address through this, so it reads the same everywhere.
 */
export function addressLines(a: PostalAddress): string[] {
  const { city, region, postalCode: zip } = a;
  const street = [a.line1, a.line2].map((l) => l?.trim()).filter((l): l is string => Boolean(l));
  switch (a.country) {
    case 'JP':
      return [zip ? `〒${zip}` : '', join([region, city, street[0]], ''), ...street.slice(1)].filter(Boolean);
    case 'CN':
    case 'TW':
      return [join([region, city, street[0]], ''), ...street.slice(1), zip ?? ''].filter(Boolean);
    case 'KR':
      return [join([zip ? `(${zip})` : null, region, city, street[0]]), ...street.slice(1)].filter(Boolean);
    default:
      return [streetLine(a), localityLine(a)].filter(Boolean);
  }
}

/** The address on one line (a select option, a back-office row): its lines joined with a space where the country writes them largest first, with ", " elsewhere. */
export function addressInline(a: PostalAddress): string {
  return addressLines(a).join(['JP', 'CN', 'TW', 'KR'].includes(a.country) ? ' ' : ', ');
}
