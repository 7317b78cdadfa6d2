/**
 * What a visitor may do with a product, the one rule every reader uses (catalogue pages, the
 * product's JSON-LD offer, cart lines, favorites): coming soon wins, then stock decides.
 */
export type Availability = 'in_stock' | 'out_of_stock' | 'coming_soon';

export function availability(p: { comingSoon: boolean; stock: number }): Availability {
  if (p.comingSoon) return 'coming_soon';
  return p.stock > 0 ? 'in_stock' : 'out_of_stock';
}
