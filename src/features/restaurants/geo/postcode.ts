/**
 * Recognises what a diner typed into the restaurant finder as (part of) a UK postcode.
 * Only the outward code matters for search: the offline reference data has one centroid per outcode.
 */
type PostcodeQuery = { kind: 'postcode'; outcode: string; postcode?: string } | { kind: 'area'; area: string };

// Outward code: A9, A99, AA9, AA99, A9A or AA9A. Inward code: 9AA.
const OUTWARD = '[A-Z]{1,2}[0-9][A-Z0-9]?';
const FULL_POSTCODE = new RegExp(`^(${OUTWARD}) ?([0-9][A-Z]{2})$`);
// Without a space "NE81" is read as the outward code NE81, not NE8 + sector 1: only the space disambiguates.
const PARTIAL_POSTCODE = new RegExp(`^(${OUTWARD})(?: [0-9][A-Z]?)?$`);
const AREA = /^[A-Z]{1,2}$/;

/** Upper-case with all whitespace removed: how outcodes are keyed in the reference data. */
export const normaliseOutcode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * Returns the postcode (full or partial) or postcode area in `text`, or null when it is not one (e.g. a town name).
 * One or two letters alone are only an area when `isKnownArea` says so — otherwise "St" or "Ab" typed as the start
 * of a town name would be mistaken for a postcode area. The caller knows which areas exist.
 */
export function parsePostcodeQuery(text: string, isKnownArea: (area: string) => boolean = () => false): PostcodeQuery | null {
  const query = text.trim().replace(/\s+/g, ' ').toUpperCase();

  const full = FULL_POSTCODE.exec(query);
  if (full?.[1] && full[2]) return { kind: 'postcode', outcode: full[1], postcode: `${full[1]} ${full[2]}` };

  const partial = PARTIAL_POSTCODE.exec(query);
  if (partial?.[1]) return { kind: 'postcode', outcode: partial[1] };

  if (AREA.test(query) && isKnownArea(query)) return { kind: 'area', area: query };

  return null;
}
