import { escapeHtml } from '@/features/booking/confirmation-email';

/*
 * The site's layout for an email that asks the reader to follow one link (confirm a sign-up, manage preferences,
 * choose a new password): greeting, paragraphs, a button and the link written out for clients that show no buttons,
 * signed "Marigold Grill". The text and HTML parts are drawn from one description, so they say the same.
 * No `import 'server-only'`: collection hooks (loaded outside Next too) build emails with it.
 */

export type ButtonEmailContent = { subject: string; greeting: string; paragraphs: string[]; button: { label: string; url: string }; footer?: string[] };

export type RenderedEmail = { subject: string; text: string; html: string };

/** Only web links become buttons: an odd value must never turn into a script link. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

export function buttonEmail(content: ButtonEmailContent): RenderedEmail {
  const text = [content.greeting, ...content.paragraphs, `${content.button.label}: ${content.button.url}`, ...(content.footer ?? []), 'Marigold Grill']
    .join('\n\n')
    .concat('\n');
  const button =
    `<a href="${safeHref(content.button.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
    `background:#9a3412;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(content.button.label)}</a>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
${paragraph(escapeHtml(content.greeting))}
${content.paragraphs.map((line) => paragraph(escapeHtml(line))).join('\n')}
${paragraph(button)}
${paragraph(`Or copy this link: <a href="${safeHref(content.button.url)}" style="color:#9a3412;word-break:break-all;">${escapeHtml(content.button.url)}</a>`, 'font-size:14px;color:#555555;')}
${(content.footer ?? []).map((line) => paragraph(escapeHtml(line), 'font-size:14px;color:#555555;')).join('\n')}
${paragraph('Marigold Grill')}
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
