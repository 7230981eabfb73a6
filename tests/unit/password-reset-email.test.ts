import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SUBJECT, passwordResetEmail, passwordResetUrl } from '@/features/staff/password-reset-email';

describe('the staff password reset email', () => {
  const token = 'a'.repeat(40);

  it('links to the back-office reset page under the site’s public address, in both parts', () => {
    expect(passwordResetUrl(token, 'https://www.marigold.example/')).toBe(`https://www.marigold.example/admin/reset/${token}`);
    const email = passwordResetEmail({ name: 'Rosa', email: 'rosa@marigold.example' }, token, 'https://www.marigold.example');
    expect(email.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(email.text).toContain(`Choose a new password: https://www.marigold.example/admin/reset/${token}`);
    expect(email.html).toContain(`href="https://www.marigold.example/admin/reset/${token}"`);
    expect(email.text).toMatch(/60 minutes/);
  });

  it('escapes the name in its HTML', () => {
    const email = passwordResetEmail({ name: '<b>Rosa</b>', email: 'rosa@marigold.example' }, token, 'http://localhost:3000');
    expect(email.html).toContain('Hello &lt;b&gt;Rosa&lt;/b&gt;,');
    expect(email.html).not.toContain('<b>Rosa</b>');
  });
});
