/**
 * The reference a dealer applicant is given: the first eight hex digits of the application's id,
 * upper case ("3F2A9C1B"). Short enough to read out on the phone and type into the back office's
 * search, derived from the id so nothing more is stored; two applications sharing the eight
 * digits (one in four billion) both come up in the search.
 */
export const DEALER_REFERENCE = /^[0-9A-F]{8}$/i;

export function dealerReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** A reference as staff type it ("3f2a 9c1b", "#3F2A9C1B") in the form the id starts with, or null. */
export function parseDealerReference(text: string): string | null {
  const compact = text.replace(/[\s#-]/g, '');
  return DEALER_REFERENCE.test(compact) ? compact.toLowerCase() : null;
}
