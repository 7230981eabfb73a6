/**
 * The forms' server actions posted without JavaScript, so without a bot-check proof (issue 32, decision 0057): sent
 * past the shared honeypot and a per-visitor allowance stricter than each form's own ('form-no-script'), counted in
 * one place for every form (src/server/form-action.ts). A post that carries a proof is checked as before.
 */
import { describe, expect, it } from 'vitest';
import { serviceResults } from '@/features/api/service-results';
import { rateLimitRuleNamed } from '@/server/http/rate-limit-rules';
import { samples } from '../support/file-samples';
import { actionFieldsOfPage } from '../support/server-actions';
import { runningSites } from '../support/site-api';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

const TOO_MANY = serviceResults.tooManyRequests.message;
const HONEYPOT_REFUSAL = 'Sorry, we could not send this form.';
const NO_SCRIPT_POINTS = rateLimitRuleNamed('form-no-script').points;

const unique = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe.each(runningSites)('forms posted without JavaScript on %s', (_name, base) => {
  /** A page's first form posted as a browser without JavaScript posts it: React's fields (the page then shows the answer in the form), then the form's own, no proof. */
  const post = async (path: string, visitor: string, fields: [string, string | Blob][], fileName?: string) => {
    const form = new FormData();
    for (const [name, value] of [...(await actionFieldsOfPage(base, path)), ...fields]) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, fileName);
    }
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers: visitorHeaders(base, visitor), body: form, redirect: 'manual' });
    expect(answer.status).toBeLessThan(500);
    return { status: answer.status, location: answer.headers.get('location') ?? '', text: await answer.text() };
  };
  const stripSignUp = (visitor: string, extra: [string, string][] = []) =>
    post('/', visitor, [['variant', 'strip'], ['emailAddress', unique('noscript-bot')], ['acceptTerms', 'on'], ['website', ''], ...extra]);
  const voucherClaim = (visitor: string) =>
    post('/offer/two-course-lunch', visitor, [
      ['offerId', 'two-course-lunch'],
      ['email', unique('noscript-voucher')],
      ['acceptTerms', 'on'],
      ['website', ''],
    ]);

  it('sends a sign-up with no proof and an empty honeypot, then refuses a bot posting fast past the stricter limit, whichever form', async () => {
    const visitor = newVisitorAddress();
    expect(NO_SCRIPT_POINTS).toBeLessThan(rateLimitRuleNamed('sign-up').points);
    for (let attempt = 0; attempt < NO_SCRIPT_POINTS; attempt++) {
      const sent = await stripSignUp(visitor);
      expect(sent.status, `sign-up #${attempt + 1}`).toBe(303);
      expect(sent.location).toMatch(/\/signup-thanks$/);
    }
    const refused = await stripSignUp(visitor);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(TOO_MANY);
    // One allowance for every form: the same visitor's voucher claim without a proof is refused too.
    expect((await voucherClaim(visitor)).text).toContain(TOO_MANY);
    // Another visitor's claim without a proof is sent: the code is emailed.
    expect((await voucherClaim(newVisitorAddress())).text).toContain('We have emailed your code to');
  }, 60_000);

  it('refuses a post whose honeypot is filled, with a plain message, and nothing is sent', async () => {
    const refused = await stripSignUp(newVisitorAddress(), [['website', 'https://spam.example']]);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(HONEYPOT_REFUSAL);
    expect(refused.location).toBe('');
  });

  it('sends a contact message with its file, and refuses one whose honeypot is filled', async () => {
    const fields = (email: string, honeypot: string): [string, string | Blob][] => [
      ['firstName', 'Grace'],
      ['lastName', 'Hopper'],
      ['email', email],
      ['enquiryType', 'general'],
      ['enquiryRestaurant', 'none'],
      ['reason', 'dietary'],
      ['message', 'Sent as a browser without scripts sends it.'],
      ['website', honeypot],
      ['files', new Blob([samples.pdf()], { type: 'application/pdf' })],
    ];
    const sent = await post('/contact-us', newVisitorAddress(), fields(unique('noscript-contact'), ''), 'receipt.pdf');
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/\/thank-you\/contact$/);
    const refused = await post('/contact-us', newVisitorAddress(), fields(unique('noscript-contact-bot'), 'https://spam.example'), 'receipt.pdf');
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(HONEYPOT_REFUSAL);
  }, 60_000);

  it('answers a group enquiry with mistakes with the page, its messages and what was typed', async () => {
    const refused = await post('/group-bookings', newVisitorAddress(), [
      ['storeId', '1004'],
      ['covers', '3'],
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace-NoScript'],
      ['website', ''],
    ]);
    expect(refused.status).toBe(200);
    expect(refused.location).toBe('');
    expect(refused.text).toContain('Group bookings are for 8 guests or more');
    expect(refused.text).toContain('Please choose the kind of booking.');
    expect(refused.text).toContain('value="Lovelace-NoScript"');
  });

  it('answers a job application for a job that is not open, or with unanswered questions, without sending it', async () => {
    const search = await (await fetch(`${base}/careers/job-search?q=kitchen+porter`)).text();
    const jobPath = /\/careers\/job\/\d+/.exec(search)?.[0];
    expect(jobPath).toBeDefined();
    const applicant: [string, string][] = [
      ['firstName', 'Zoë'],
      ['secondName', 'Applicant'],
      ['email', unique('noscript-apply')],
      ['telephone', '07700 900123'],
      ['website', ''],
    ];
    const unanswered = await post(jobPath!, newVisitorAddress(), [...applicant, ['jobId', jobPath!.split('/').pop()!]]);
    expect(unanswered.status).toBe(200);
    expect(unanswered.text).toContain('Please choose an answer.');
    const closed = await post(jobPath!, newVisitorAddress(), [...applicant, ['jobId', '999999']]);
    expect(closed.status).toBe(200);
    expect(closed.text).toContain('this job is no longer taking applications');
  });

  it('still checks a proof that is sent: a bad one, or the stand-in for a missing one, is refused', async () => {
    for (const proof of ['not-a-proof', 'none: sent without JavaScript']) {
      const refused = await stripSignUp(newVisitorAddress(), [['botCheck', proof]]);
      expect(refused.status, proof).toBe(200);
      expect(refused.text, proof).toContain('The spam check did not go through');
    }
  });
});
