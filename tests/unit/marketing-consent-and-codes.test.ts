import { describe, expect, it } from 'vitest';
import { CONSENT_WORDING, consentChanges, consentRecord } from '@/features/marketing/domain/consent';
import { formDataToObject } from '@/lib/form-values';
import { preferencesSchema } from '@/features/marketing/schema';
import { offerStatus } from '@/features/offers/domain/offer-status';
import { newVoucherCode, voucherCodePattern } from '@/features/offers/domain/voucher-code';

const now = new Date('2026-11-23T12:00:00Z');

describe('consent records', () => {
  it('keep the channel, the time, the exact words shown and where', () => {
    expect(consentRecord('sms', true, 'sign-up page', now)).toEqual({
      channel: 'sms',
      granted: true,
      at: '2026-11-23T12:00:00.000Z',
      wording: CONSENT_WORDING.sms,
      source: 'sign-up page',
    });
  });

  it('are added only for channels whose consent changed', () => {
    expect(consentChanges({ email: true, sms: false }, { email: true, sms: false }, 'preferences page', now)).toEqual([]);
    expect(consentChanges({ email: true, sms: true }, { email: false, sms: true }, 'preferences page', now)).toEqual([
      { channel: 'email', granted: false, at: now.toISOString(), wording: 'Stopped emails.', source: 'preferences page' },
    ]);
  });
});

describe('voucher codes', () => {
  it('carry the offer’s prefix and twelve random characters, and do not repeat', () => {
    const codes = Array.from({ length: 5000 }, () => newVoucherCode('LUNCH'));
    for (const code of codes) expect(code).toMatch(voucherCodePattern);
    expect(codes[0]).toMatch(/^LUNCH-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use only characters that cannot be misread', () => {
    const characters = new Set(Array.from({ length: 500 }, () => newVoucherCode('X1').slice(3).replace(/-/g, '')).join(''));
    for (const confusable of ['0', 'O', '1', 'I', 'L', '5', 'S', '2', 'Z', 'U', 'V']) expect(characters.has(confusable)).toBe(false);
  });
});

describe('offer status', () => {
  const offer = { validFrom: '2026-11-01T12:00:00Z', validUntil: '2026-11-30T12:00:00Z' };
  it('is upcoming before it starts, running between, and ended after', () => {
    expect(offerStatus(offer, new Date('2026-10-31T12:00:00Z'))).toBe('upcoming');
    expect(offerStatus(offer, now)).toBe('running');
    expect(offerStatus(offer, new Date('2026-12-01T00:00:00Z'))).toBe('ended');
  });
});

describe('preferences schema', () => {
  it('takes the API’s shape: birthDate in unix seconds and interests as {name, checked}', () => {
    const parsed = preferencesSchema.parse({
      guid: 'g',
      firstName: 'Ana',
      favRestaurantCode: 1004,
      birthDate: Date.UTC(1990, 6, 3) / 1000,
      phoneNumber: '',
      websiteSmsOptIn: false,
      emailOptIn: true,
      interests: [
        { name: 'offers', checked: true },
        { name: 'events', checked: false },
      ],
    });
    expect(parsed).toMatchObject({ birthday: { day: 3, month: 7, year: 1990 }, interests: ['offers'], phoneNumber: undefined, emailOptIn: true });
  });

  it('takes a posted form: nested names and a group of ticked boxes', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['guid', 'g'],
      ['firstName', 'Ana'],
      ['favRestaurantCode', '1004'],
      ['birthday.day', '3'],
      ['birthday.month', '7'],
      ['birthday.year', ''],
      ['interests', 'offers'],
      ['interests', 'events'],
      ['$ACTION_ID_abc', ''],
    ])
      form.append(name!, value!);
    const input = formDataToObject(form);
    expect(input).not.toHaveProperty('$ACTION_ID_abc');
    expect(preferencesSchema.parse(input)).toMatchObject({
      birthday: { day: 3, month: 7, year: undefined },
      interests: ['offers', 'events'],
      emailOptIn: false,
      websiteSmsOptIn: false,
    });
  });

  it('drops names no form has instead of failing: a value that is also a group, and __proto__ (found by the fuzz test)', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['birthday', '1'],
      ['birthday.day', '3'],
      ['interests.first', 'offers'],
      ['interests', 'events'],
      ['__proto__.polluted', 'yes'],
      ['constructor.prototype.polluted', 'yes'],
      ['__proto__', 'x'],
      ['firstName', 'Ana'],
    ])
      form.append(name!, value!);
    const input = formDataToObject(form);
    expect(input).toEqual({ birthday: '1', interests: { first: 'offers' }, constructor: { prototype: { polluted: 'yes' } }, firstName: 'Ana' });
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads anything a server action is sent in place of a form as an empty form', () => {
    for (const notAForm of [undefined, null, 'x', 5, [], {}, { entries: 'no' }]) expect(formDataToObject(notAForm)).toEqual({});
  });

  it('reads a group named by indexes as a list in index order, and anything else as a group', () => {
    const form = new FormData();
    form.append('experience.1.employer', 'Second');
    form.append('experience.0.employer', 'First');
    form.append('experience.0.isCurrentRole', 'on');
    form.append('questions.0.answer', 'a');
    form.append('questions.0.answer', 'b');
    form.append('birthday.01', 'x');
    expect(formDataToObject(form)).toEqual({
      experience: [{ employer: 'First', isCurrentRole: 'on' }, { employer: 'Second' }],
      questions: [{ answer: ['a', 'b'] }],
      birthday: { '01': 'x' },
    });
  });
});
