/**
 * The one layout of every email (src/server/mail/email-layout.ts, docs/decisions/0061): both parts drawn from one
 * description, everything people typed escaped once, and no other copy of the shell or of escapeHtml in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, layoutEmail } from '@/server/mail/email-layout';

const email = layoutEmail({
  subject: 'Your <table>',
  blocks: [
    'Hello Jo<b>,',
    '',
    { details: [['Your request', 'A cake\nat ten & "candles"']] },
    { button: { label: 'View your booking', url: 'https://marigold.example/manage-booking/tok_1' } },
    { link: { label: 'The offer', url: 'javascript:alert(1)' } },
    { lead: 'Here is your code', code: 'MG-7K2Q' },
    { lines: ['See you soon,', 'The team'] },
    { note: 'Small print.' },
  ],
});

describe('layoutEmail', () => {
  it('writes the text part from the blocks, one blank line between them, empty paragraphs left out', () => {
    expect(email.text).toBe(
      [
        'Hello Jo<b>,',
        'Your request: A cake\nat ten & "candles"',
        'View your booking: https://marigold.example/manage-booking/tok_1',
        'The offer: javascript:alert(1)',
        'Here is your code: MG-7K2Q',
        'See you soon,\nThe team',
        'Small print.',
      ].join('\n\n') + '\n',
    );
  });

  it('draws the HTML part from the same blocks, escaped, in the one shell', () => {
    expect(email.html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(email.html).toContain('<title>Your &lt;table&gt;</title>');
    expect(email.html).toContain('Hello Jo&lt;b&gt;,');
    expect(email.html).toContain('<strong>Your request</strong><br>A cake<br>at ten &amp; &quot;candles&quot;');
    expect(email.html).toMatch(/<a href="https:\/\/marigold\.example\/manage-booking\/tok_1" [^>]*>View your booking<\/a>/);
    expect(email.html).toContain('MG-7K2Q');
    expect(email.html).toContain('See you soon,<br>The team');
    expect(email.html).not.toContain('<b>');
  });

  it('never makes a link of anything but a web address', () => {
    expect(email.html).not.toContain('href="javascript:');
    expect(email.html).toContain('href="#"');
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href='x'>&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;');
  });
});

describe('one layout in src/', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const sources = files('src').map((file) => [file, readFileSync(file, 'utf8')] as const);

  it('has one email shell and one escapeHtml, in src/server/mail/email-layout.ts', () => {
    // The other whole HTML document in src/ is the front's refusal page (the app or its database cannot answer), not an email.
    expect(
      sources
        .filter(([, text]) => /<!doctype html>/i.test(text))
        .map(([file]) => file)
        .sort(),
    ).toEqual([path.join('src', 'server', 'http', 'refusals.ts'), path.join('src', 'server', 'mail', 'email-layout.ts')]);
    expect(sources.filter(([, text]) => /\b(const|function)\s+escapeHtml\b/.test(text)).map(([file]) => file)).toEqual([
      path.join('src', 'server', 'mail', 'email-layout.ts'),
    ]);
  });
});
