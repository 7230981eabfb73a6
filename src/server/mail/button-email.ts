import { layoutEmail, type RenderedEmail } from './email-layout';

/*
 * An email that asks the reader to follow one link (confirm a sign-up, manage preferences, choose a new password):
 * greeting, paragraphs, a button with the link written out beneath, small print, signed "Marigold Grill", in the
 * site's one layout (email-layout.ts).
 * No `import 'server-only'`: collection hooks (loaded outside Next too) build emails with it.
 */

type ButtonEmailContent = { subject: string; greeting: string; paragraphs: string[]; button: { label: string; url: string }; footer?: string[] };

export function buttonEmail(content: ButtonEmailContent): RenderedEmail {
  return layoutEmail({
    subject: content.subject,
    blocks: [content.greeting, ...content.paragraphs, { button: content.button }, ...(content.footer ?? []).map((note) => ({ note })), 'Marigold Grill'],
  });
}
