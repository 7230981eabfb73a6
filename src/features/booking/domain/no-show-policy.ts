/**
 * The no-show policy (issue 35, docs/decisions/0067): at a restaurant whose booking settings set a threshold N, an
 * email address with N or more no-shows in the last 12 months (at any of the chain's restaurants, less those this
 * restaurant's staff have cleared) needs a card guarantee to book online, as a slot with isCardGuaranteeRequired does.
 * Staff bookings (phone, walk-in) are not subject to it. Pure: the count is read by the ledger, inside its lock.
 */

/** How far back a no-show counts: the day sheet shows the same count. */
const NO_SHOW_MEMORY_DAYS = 365;

/** The threshold when a restaurant's settings leave it as it comes. */
export const DEFAULT_NO_SHOWS_BEFORE_CARD = 2;

/**
 * What the diner reads in the card step when the policy asks for a card. Only the facts of the policy: no count (one
 * address's record is not told to whoever types it), and nothing charged by booking.
 */
export const NO_SHOW_CARD_REASON =
  'A booking made with this email address was missed in the last 12 months, so we ask for card details to hold this table. Nothing is charged when you book. If you think this is a mistake, please call the restaurant: they can clear it.';

/**
 * Why a diner whom the policy asks for a card cannot join a restaurant's waitlist: an offered table is held without a
 * card (docs/decisions/0069), so the policy would not apply to it. Said politely, on the email field.
 */
export const NO_SHOW_WAITLIST_MESSAGE =
  'A booking made with this email address was missed in the last 12 months, so this restaurant holds tables with card details, which the waitlist cannot take. Please book a free time with your card, or call the restaurant: they can clear it.';

/** The earliest arrival whose no-show still counts at `now`. */
export const noShowsCountedSince = (now: Date): Date => new Date(now.getTime() - NO_SHOW_MEMORY_DAYS * 86_400_000);

/** The threshold as the engine uses it: 0, empty or anything not a positive whole number turns the policy off. */
export const noShowThreshold = (setting: number | null | undefined): number | null =>
  typeof setting === 'number' && Number.isInteger(setting) && setting > 0 ? setting : null;

/** Whether an address with `noShows` counted needs a card at a restaurant whose threshold is `threshold`. */
export const needsCardForNoShows = (threshold: number | null | undefined, noShows: number): boolean => {
  const limit = noShowThreshold(threshold);
  return limit !== null && noShows >= limit;
};
