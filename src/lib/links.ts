/** A link from site settings: internal unless it opens in a new tab (spec section 2, Footer). */
export type SettingsLink = { linkText?: string | null; linkUrl?: string | null; openInNewTab?: boolean | null };

export const isExternalLink = (link: SettingsLink) => Boolean(link.openInNewTab) || /^(https?:|mailto:|tel:)/.test(link.linkUrl ?? '');

/** A phone number as a tel: link: digits and + only, as dialers expect. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
