/*
 * The one layout of every email the site sends (booking confirmations and reminders, the mailing list's, vouchers,
 * referrals, job applications, enquiries, staff password resets): an email is described once, as a subject and a
 * list of blocks, and both its text and its HTML part are drawn from that description, so they say the same.
 * One `escapeHtml` for everything people typed. See docs/decisions/0061.
 * No `import 'server-only'`: collection hooks (loaded outside Next too) build emails with it.
 */

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * One block of an email, in reading order:
 * - a string: a paragraph;
 * - `lines`: lines kept together (an address, "Label: value" details, a sign-off), each line's own breaks kept;
 * - `details`: labelled values in a box (a booking's reference, date, party…), "Label: value" lines in the text;
 * - `button`: one link to follow, as a button with the address written out beneath for clients that show none;
 * - `link`: a labelled address, written out;
 * - `code`: a code to show at the till, large; `lead` introduces it;
 * - `note`: small print.
 */
type EmailBlock =
  | string
  | { lines: string[] }
  | { details: [label: string, value: string][] }
  | { button: { label: string; url: string } }
  | { link: { label: string; url: string } }
  | { code: string; lead: string }
  | { note: string };

type EmailContent = { subject: string; blocks: EmailBlock[] };

/** Every value put into the HTML part goes through this: names, requests and addresses are typed by people. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BRAND = '#9a3412';
const MUTED = 'font-size:14px;color:#555555;';

/** Only web links become links: an odd value (from a setting or a stored row) must never turn into a script link. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
/** Escapes, then keeps the writer's own line breaks. */
const lines = (values: string[]) => values.map((value) => escapeHtml(value).replace(/\r?\n/g, '<br>')).join('<br>');
const writtenOut = (url: string) => `<a href="${safeHref(url)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(url)}</a>`;

function textOf(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('lines' in block) return block.lines.join('\n');
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('button' in block) return `${block.button.label}: ${block.button.url}`;
  if ('link' in block) return `${block.link.label}: ${block.link.url}`;
  if ('code' in block) return `${block.lead}: ${block.code}`;
  return block.note;
}

function htmlOf(block: EmailBlock): string {
  if (typeof block === 'string') return paragraph(lines([block]));
  if ('lines' in block) return paragraph(lines(block.lines));
  if ('details' in block) {
    const rows = block.details.map(([label, value]) => paragraph(`<strong>${escapeHtml(label)}</strong><br>${lines([value])}`, 'margin-bottom:12px;'));
    return `<div style="margin:24px 0;padding:16px;border:1px solid #e5e0d8;border-radius:8px;">\n${rows.join('\n')}\n</div>`;
  }
  if ('button' in block) {
    const { label, url } = block.button;
    const button =
      `<a href="${safeHref(url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
      `background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a>`;
    return `${paragraph(button, 'margin-bottom:8px;')}\n${paragraph(`Or copy this link: ${writtenOut(url)}`, MUTED)}`;
  }
  if ('link' in block) return paragraph(`${escapeHtml(block.link.label)}: ${writtenOut(block.link.url)}`, MUTED);
  if ('code' in block)
    return `${paragraph(`${escapeHtml(block.lead)}:`)}\n${paragraph(escapeHtml(block.code), 'font-size:24px;font-weight:bold;letter-spacing:2px;')}`;
  return paragraph(lines([block.note]), MUTED);
}

/** The email's text and HTML parts, in the site's one layout. Empty paragraphs are left out. */
export function layoutEmail({ subject, blocks }: EmailContent): RenderedEmail {
  const shown = blocks.filter((block) => textOf(block) !== '');
  const text = `${shown.map(textOf).join('\n\n')}\n`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
${shown.map(htmlOf).join('\n')}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
