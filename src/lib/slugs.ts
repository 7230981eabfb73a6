/** A URL segment we create: lower-case letters and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A content page's address below the root: one or two slug segments ("privacy-policy", "about/our-story"). */
export const pagePathPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** Field validation (back-office and API) for a slug: true, or the message shown under the field. */
export const validSlug = (value: unknown): true | string =>
  (typeof value === 'string' && slugPattern.test(value)) || 'Lower-case letters, numbers and hyphens, e.g. "cheshire-oaks"';
