/**
 * The words diners tick to give consent, one channel each, never pre-ticked. The exact text shown is stored with
 * every consent record, so what someone agreed to can be proven even after the wording changes.
 */
export const CONSENT_WORDING = {
  email: 'Yes, email me news, offers and a birthday treat from Marigold Grill. I can unsubscribe at any time from any email.',
  sms: 'Yes, text me news and offers too. Reply STOP to any text to stop them.',
} as const;

export type ConsentChannel = keyof typeof CONSENT_WORDING;

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = {
  signUpPage: 'sign-up page',
  signUpStrip: 'sign-up strip',
  referral: 'referral page',
  confirmation: 'confirmation link',
  preferences: 'preferences page',
  unsubscribeLink: 'one-click unsubscribe',
} as const;

export type ConsentSource = (typeof CONSENT_SOURCES)[keyof typeof CONSENT_SOURCES];

export type ConsentRecord = { channel: ConsentChannel; granted: boolean; at: string; wording: string; source: ConsentSource };

/** What withdrawing says, so the record shows what happened in words too. */
const WITHDRAWN_WORDING: Record<ConsentChannel, string> = {
  email: 'Stopped emails.',
  sms: 'Stopped texts.',
};

export const consentRecord = (channel: ConsentChannel, granted: boolean, source: ConsentSource, now: Date): ConsentRecord => ({
  channel,
  granted,
  at: now.toISOString(),
  wording: granted ? CONSENT_WORDING[channel] : WITHDRAWN_WORDING[channel],
  source,
});

/** Records for each channel whose consent changed between `before` and `after`; nothing when nothing changed. */
export function consentChanges(
  before: Record<ConsentChannel, boolean>,
  after: Record<ConsentChannel, boolean>,
  source: ConsentSource,
  now: Date,
): ConsentRecord[] {
  return (['email', 'sms'] as const)
    .filter((channel) => before[channel] !== after[channel])
    .map((channel) => consentRecord(channel, after[channel], source, now));
}
