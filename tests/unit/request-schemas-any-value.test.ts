/**
 * Every request schema, given any JSON value in any field, answers with field errors and never throws; and nothing it
 * accepts holds a control character (a NUL byte above all, which PostgreSQL refuses), except tabs and line breaks in
 * the fields that take several lines. Property-based (fast-check) over a valid body of each schema, from fixed seeds
 * (tests/support/fuzz-seeds.ts: `npm run fuzz` tries fresh ones).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import {
  availabilityRequestSchema,
  bookingMenuQuerySchema,
  bookingRequestSchema,
  customerSchema,
  partyStepSchema,
  requirementsQuerySchema,
  slotsQuerySchema,
  timeStepSchema,
  upsellsQuerySchema,
} from '@/features/booking/schema';
import type { JobForApplication } from '@/features/careers/domain/job';
import { applicationSchema } from '@/features/careers/schema';
import { contactSchema, groupBookingSchema } from '@/features/enquiries/schema';
import { preferencesSchema, signUpRequestSchema, signUpSchema, signUpStripSchema } from '@/features/marketing/schema';
import { voucherRequestSchema } from '@/features/offers/schema';
import { invitationSchema, referralClaimSchema } from '@/features/referrals/schema';
import { waitlistApiRequestSchema } from '@/features/waitlist/schema';
import { addDays, londonToday } from '@/lib/london-time';
import { CONTROL_CHARACTER_MESSAGE } from '@/lib/schema-values';
import { FUZZ_COUNTEREXAMPLES } from '../support/fuzz-counterexamples';
import { propertyRuns } from '../support/fuzz-seeds';

const YEAR = new Date().getUTCFullYear();
const job: JobForApplication = {
  id: 7,
  name: 'Line Chef',
  locationName: 'The Printworks',
  cvRequired: false,
  workExperienceRequired: true,
  questions: [
    { id: 'q-single', type: 'SINGLE_CHOICE', question: 'Which section?', isMandatory: true, options: ['Grill', 'Fry'] },
    { id: 'q-multi', type: 'MULTIPLE_CHOICE', question: 'Which shifts?', isMandatory: false, options: ['Days', 'Evenings'] },
    { id: 'q-text', type: 'TEXT', question: 'Tell us about a time…', isMandatory: true, options: [] },
  ],
};
const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '07700 900123',
  specialRequest: 'Window seat',
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
};
const groupDate = addDays(londonToday(), 30);

/** Each request schema with a body it accepts: the fuzz changes that body, so that it reaches every field. */
const SCHEMAS: [string, z.ZodType, unknown][] = [
  [
    'booking request',
    bookingRequestSchema,
    {
      occasionId: 3,
      adults: '2',
      children: 1,
      bookingDate: '2026-07-10',
      time: '19:00',
      menuId: 4,
      areaId: '5',
      upsells: [{ id: 5, quantity: 2 }],
      cardCustomerId: 'cust_1',
      customer,
    },
  ],
  ['booking customer', customerSchema, customer],
  ['waitlist join', waitlistApiRequestSchema, { date: '2026-07-10', from: '18:30', until: '19:30', adults: '2', children: 0, customer, botCheck: 'proof' }],
  ['availability', availabilityRequestSchema, { stores: [{ storeId: 1, miles: 2.5 }], date: '2026-07-10', adultCovers: 2, childrenCovers: 0 }],
  ['booking journey party step', partyStepSchema, { date: '2026-07-10', occasionId: '3', adults: '2', children: '0' }],
  ['booking journey time step', timeStepSchema, { time: '19:00', menuId: '4', areaId: null }],
  ['slots query', slotsQuerySchema, { occasionId: '3', adults: '2', children: '0', dates: ['2026-07-10'], menuIds: ['4'], areaId: 'null' }],
  ['booking menu query', bookingMenuQuerySchema, { occasionId: '3', adults: '2', dates: ['2026-07-10,2026-07-11'], time: '19:00' }],
  ['requirements query', requirementsQuerySchema, { occasionId: '3', adults: '2', bookingDate: '2026-07-10', time: '19:00', menuId: '4', areaId: '' }],
  ['upsells query', upsellsQuerySchema, { occasionId: '3', adults: '2', bookingDate: '2026-07-10', includeUnavailable: 'true' }],
  [
    'sign-up',
    signUpSchema,
    {
      emailAddress: 'ada@example.com',
      favouriteRestaurant: '1',
      firstName: 'Ada',
      phoneNumber: '07700 900123',
      birthday: { day: '10', month: '12', year: '' },
      acceptTerms: 'on',
      acceptSMSTerms: true,
      botCheck: 'proof',
    },
  ],
  ['sign-up strip', signUpStripSchema, { variant: 'strip', emailAddress: 'ada@example.com', acceptTerms: true, botCheck: 'proof' }],
  [
    'POST /api/signup',
    signUpRequestSchema,
    {
      variant: 'full',
      emailAddress: 'ada@example.com',
      favouriteRestaurant: 1,
      firstName: 'Ada',
      birthday: { day: 10, month: 12 },
      acceptTerms: true,
      botCheck: 'proof',
    },
  ],
  [
    'preferences',
    preferencesSchema,
    {
      guid: 'g'.repeat(43),
      firstName: 'Ada',
      favRestaurantCode: 2,
      birthDate: 1_000_000_000,
      gender: 'Female',
      phoneNumber: '07700 900123',
      emailOptIn: true,
      websiteSmsOptIn: 'on',
      interests: [{ name: 'Burgers', checked: true }],
    },
  ],
  ['voucher request', voucherRequestSchema, { offerId: 'summer-burger', email: 'ada@example.com', acceptTerms: 'on', botCheck: 'proof' }],
  ['referral invitation', invitationSchema, { referrerName: 'Ada', referrerEmail: 'ada@example.com', friendEmail: 'bob@example.com', botCheck: 'proof' }],
  ['referral claim', referralClaimSchema, { code: 'c'.repeat(43), email: 'bob@example.com', acceptTerms: true, botCheck: 'proof' }],
  [
    'group booking enquiry',
    groupBookingSchema,
    {
      storeId: '1',
      venue: 'The Printworks',
      bookingType: 'Birthday',
      covers: '12',
      date: groupDate,
      time: '19:00',
      until: '23:00',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      telephoneNumber: '07700 900123',
      specialRequest: 'A cake\nat ten',
      shouldReceivePromotions: 'on',
      botCheck: 'proof',
    },
  ],
  [
    'contact',
    contactSchema,
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
      message: 'Hello,\n\tthank you.',
      enquiryType: 'Feedback',
      enquiryRestaurant: '1',
      guests: '4',
      reason: 'food',
      subReason: 'starter',
      botCheck: 'proof',
    },
  ],
  [
    'job application',
    applicationSchema(job, YEAR),
    {
      jobId: '7',
      firstName: 'Zoë',
      secondName: "O'Brien",
      email: 'zoe@example.com',
      telephone: '07700 900123',
      experience: [
        {
          employer: 'The Corner Café',
          jobTitle: 'Commis chef',
          fromMonth: '3',
          fromYear: String(YEAR - 2),
          isCurrentRole: false,
          toMonth: 8,
          toYear: YEAR - 1,
        },
      ],
      questions: [
        { id: 'q-single', answer: 'Grill' },
        { id: 'q-multi', answer: ['Days'] },
        { id: 'q-text', answer: 'I baked\na cake.' },
      ],
      botCheck: 'proof',
    },
  ],
  ['bot check proof', botCheckField, 'proof'],
];

type Path = (string | number)[];

/** Every place in `value` a field can be: each key and item (including the value itself, path []). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => pathsOf(item, [...at, index]))];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]))];
  return [at];
}

/** A deep copy of `value` with `replacement` at `at` (JSON's copy: what a server reads from a body). */
function withValue(value: unknown, at: Path, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let target = copy;
  for (const key of at.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  // An own key, as JSON.parse makes it: assigning "__proto__" would change the object's prototype instead.
  Object.defineProperty(target, at.at(-1)!, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values that break Number() and String(), and `${}`: objects whose conversion methods are not functions. */
const HOSTILE = [
  '{"toString":0}',
  '{"valueOf":0}',
  '{"toString":0,"valueOf":null}',
  '{"toString":{"toString":0}}',
  '{"__proto__":{"toString":0}}',
  '[{"toString":0}]',
  '{"valueOf":{},"toString":[]}',
  '{"constructor":0}',
];
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE).map((text) => JSON.parse(text) as unknown) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.record({ toString: fc.jsonValue({ maxDepth: 1 }), valueOf: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A body of `sample` with up to three fields (or new keys beside them) set to any JSON value. */
const mutated = (sample: unknown) => {
  const paths = pathsOf(sample);
  const place = fc.oneof(
    fc.constantFrom(...paths),
    fc.tuple(fc.constantFrom(...paths), fc.constantFrom('x', 'toString', 'valueOf', '__proto__')).map(([at, key]) => [...at, key]),
  );
  return fc.array(fc.tuple(place, anyJson), { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce<unknown>((body, [at, value]) => {
      try {
        return withValue(body, at, value);
      } catch {
        return body; // an earlier change replaced the parent of this path with a leaf
      }
    }, sample),
  );
};

const CONTROL = /\p{Cc}/u;
const LINE_BREAKS_AND_TABS = /^[\t\n\r]$/;
/** Fields that take several lines (their last named key). */
const MULTI_LINE = new Set(['specialRequest', 'message', 'answer']);

/** Every text in `value` with its path, for the check that no accepted text holds a control character. */
function textsOf(value: unknown, at: Path = []): [Path, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...at, key]));
  return [];
}
const lastName = (at: Path) => [...at].reverse().find((key) => typeof key === 'string');
const badCharacters = (at: Path, text: string) =>
  [...text].filter((char) => CONTROL.test(char) && !(LINE_BREAKS_AND_TABS.test(char) && MULTI_LINE.has(lastName(at) ?? '')));

describe.each(SCHEMAS)('%s schema', (name, schema, sample) => {
  it('accepts its sample body (so that the fuzz below starts from a body that reaches every field)', () => {
    const result = schema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('never throws, whatever JSON value is put in any field: it answers with field errors', () => {
    fc.assert(
      fc.property(mutated(sample), (body) => {
        const result = schema.safeParse(body);
        for (const issue of result.error?.issues ?? []) expect(typeof issue.message).toBe('string');
      }),
      propertyRuns(`schema ${name}: any value`, 300),
    );
  });

  it('accepts no text holding a control character, but tabs and line breaks in text of several lines', () => {
    const texts = pathsOf(sample).filter(
      (at) => typeof at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], sample) === 'string',
    );
    const control = fc.oneof(
      fc.constantFrom('\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u0008'),
      fc
        .integer({ min: 0, max: 0x9f })
        .filter((code) => code < 0x20 || code >= 0x7f)
        .map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...texts), control, fc.nat(), (at, char, position) => {
        const original = at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], sample) as string;
        const cut = position % (original.length + 1);
        const result = schema.safeParse(withValue(sample, at, `${original.slice(0, cut)}${char}${original.slice(cut)}`));
        if (!result.success) return;
        for (const [textAt, text] of textsOf(result.data)) expect(badCharacters(textAt, text), `${textAt.join('.')}: ${JSON.stringify(text)}`).toEqual([]);
      }),
      propertyRuns(`schema ${name}: control characters`, 200),
    );
  });
});

describe('the counterexamples found so far (tests/support/fuzz-counterexamples.ts) are refused field by field', () => {
  it.each(FUZZ_COUNTEREXAMPLES.filter((example) => example.schema))('$endpoint with $body', ({ schema: schemaName, body, field }) => {
    const [, schema, sample] = SCHEMAS.find(([name]) => name === schemaName)!;
    const input = { ...(sample as object), ...(JSON.parse(body) as object) };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('control characters', () => {
  const customerWith = (fields: Record<string, unknown>) => customerSchema.safeParse({ ...customer, ...fields });
  it('a NUL byte in a special request is refused with a message on that field', () => {
    const result = customerWith({ specialRequest: 'Nut allergy\u0000' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['specialRequest'], message: CONTROL_CHARACTER_MESSAGE })]);
  });
  it('a special request may run over several lines, with tabs', () => {
    expect(customerWith({ specialRequest: 'Nut allergy.\r\n\tHigh chair, please.' }).data?.specialRequest).toBe('Nut allergy.\r\n\tHigh chair, please.');
  });
  it('one-line texts take no tab or line break inside them (around them, they are trimmed)', () => {
    expect(contactSchema.shape.subReason.safeParse('starter\tmain').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(contactSchema.shape.subReason.safeParse('\tstarter\n').data).toBe('starter');
    expect(
      bookingRequestSchema.safeParse({ occasionId: 3, adults: 2, bookingDate: '2026-07-10', time: '19:00', customer, cardCustomerId: 'cust\u00001' }).error
        ?.issues[0],
    ).toMatchObject({ path: ['cardCustomerId'], message: CONTROL_CHARACTER_MESSAGE });
  });
});

describe('every coercion in the code goes through the shared helper (src/lib/schema-values.ts)', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  it('no z.coerce outside the environment (whose values are always text), no Number() or String() inside a z.preprocess', () => {
    const offending = sourceFiles('src')
      .filter(
        (file) =>
          !file.startsWith(path.join('src', 'migrations')) &&
          ![path.join('src', 'server', 'env.ts'), path.join('src', 'lib', 'schema-values.ts')].includes(file),
      )
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        const coerce = /z\.coerce\./.test(source) ? [`${file}: z.coerce`] : [];
        const preprocessConverting = [...source.matchAll(/z\.preprocess\(\s*\([^)]*\)\s*=>[^\n]*?\b(Number|String)\(/g)].map(
          (match) => `${file}: ${match[1]}() in a z.preprocess`,
        );
        return [...coerce, ...preprocessConverting];
      });
    expect(offending).toEqual([]);
  });
});
