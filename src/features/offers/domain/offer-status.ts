/** Where an offer is in its run: not started (not found, as far as diners know), running, or ended. */
type OfferStatus = 'upcoming' | 'running' | 'ended';

export function offerStatus(offer: { validFrom: string; validUntil: string }, now: Date): OfferStatus {
  if (now < new Date(offer.validFrom)) return 'upcoming';
  if (now > new Date(offer.validUntil)) return 'ended';
  return 'running';
}
