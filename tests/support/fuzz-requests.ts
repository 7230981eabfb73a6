/**
 * fast-check arbitraries for hostile requests: bodies of every shape a client can send (JSON of any shape and depth,
 * broken JSON, form posts, multipart, raw bytes, nothing) and the headers around them, and the check that an answer
 * gives nothing away (no stack trace, no file path, no SQL). Generated text never contains what the check looks for,
 * so a page that shows a posted value again (a form sent without JavaScript) cannot trip it.
 */
import fc from 'fast-check';
import { byFetchEntries, withoutJavaScriptEnvelope } from './server-actions';
import type { Endpoint } from './state-changing-endpoints';

/** What an answer must never contain: how the server is built, where it lives, what its database said. */
const LEAK_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['a stack trace', / {4}at |\n\s*at \S+ \(/],
  ['a source position', /\.(?:ts|tsx|js|mjs|cjs):\d+|webpack-internal:|file:\/\//],
  ['a file path', /\/work\/|\/check\/|node_modules|\.next\//],
  [
    'SQL or a database error',
    /SELECT |INSERT INTO|\bselect "|\binsert into "|SQLITE_|LibsqlError|syntax error at or near|relation "[^"]*"|Failed query|violates [a-z -]*constraint/,
  ],
];

export const leaksIn = (text: string) => LEAK_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
const harmless = (text: string) => leaksIn(text).length === 0;

/** Field names the site's schemas read, and names that reach an object's prototype. */
const KNOWN_FIELDS = [
  'storeId',
  'stores',
  'date',
  'time',
  'dates',
  'adultCovers',
  'childrenCovers',
  'covers',
  'customer',
  'firstName',
  'lastName',
  'email',
  'emailAddress',
  'phoneNumber',
  'birthday',
  'birthday.day',
  'birthday.month',
  'birthday.year',
  'acceptTerms',
  'acceptSMSTerms',
  'variant',
  'botCheck',
  'offerId',
  'guid',
  'interests',
  'nonce',
  'clearCache',
  'jobId',
  'resume',
  'fileName',
  'type',
  'content',
  'files',
  'confirm',
  'List-Unsubscribe',
  'bookingReference',
  'occasionId',
  'areaId',
  'menus',
  'upsells',
  'requirements',
  'message',
  'contactReason',
  'restaurant',
  'friendEmail',
  'referralCode',
  'favouriteRestaurant',
  'marketing',
  'id',
  'slug',
  'password',
  'data',
];
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'constructor.prototype',
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** Text clients send in place of sensible values. */
const ODD_TEXT = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e999',
  '0x1F',
  '9'.repeat(400),
  "1' OR '1'='1",
  '"; DROP TABLE bookings; --',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ufeff',
  '\u202e',
  '😀👨‍👩‍👧',
  'x'.repeat(43),
  'a'.repeat(5000),
  '2024-02-30',
  '25:61',
  '2099-12-31T23:59:59Z',
  'ü@ß.de',
  'user@example.com',
  'on',
  'One-Click',
  '1004',
];

const text = fc
  .oneof({ weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) }, fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }))
  .filter(harmless);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: text },
);

/** JSON numbers a double cannot hold, or that mean something else than they look. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom('1e999', '-1e999', '1e-999', '-0', '9007199254740993', '0.1e1', '1E+2'),
);

/** JSON text of any shape: keys may be prototype names (as own keys), values the wrong type for a field. */
const jsonText = fc.letrec<{ value: string; leaf: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('array'), tie('object')),
  leaf: fc.oneof(
    numberText,
    text.map((value) => JSON.stringify(value)),
    fc.constantFrom('true', 'false', 'null'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fieldName, tie('value')), { maxLength: 6 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
})).value;

const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 5000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"customer":', '}']))
  .map(([depth, [open, close]]) => `${open!.repeat(depth)}1${close!.repeat(depth)}`);

const brokenJson = fc.oneof(
  fc.constantFrom('{', '[1,', '{"a":}', 'NaN', "{'a':1}", '\ufeff{}', '{"a":1}}', 'undefined', '\u0000', '{"a":"\\x"}', '[' + '"x",'.repeat(50)),
  jsonText.chain((json) => fc.nat({ max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
  fc.string({ unit: 'binary', maxLength: 200 }).filter(harmless),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'text/x-component',
  '*/*',
  'application/json; charset="',
  'x'.repeat(300),
  'application/octet-stream',
];

type FileEntry = { fileName: string; type: string; bytes: Uint8Array };
type FormEntry = readonly [string, string | FileEntry];

/** A body as plain data, so that fast-check prints a failing one in full; `bodyInit` makes it what fetch sends. */
export type FuzzBody = { kind: string; text?: string; bytes?: Uint8Array; form?: readonly FormEntry[]; contentType?: string; fetch?: boolean };

export function bodyInit(body: FuzzBody): BodyInit | undefined {
  if (body.form) {
    const form = new FormData();
    for (const [name, value] of body.form) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }), value.fileName || 'file');
    }
    return form;
  }
  return body.bytes ? (body.bytes as Uint8Array<ArrayBuffer>) : body.text;
}

const formEntries = fc.array(fc.tuple(fieldName, text), { maxLength: 8 });
const fileEntries = fc.array(
  fc.tuple(
    fieldName,
    fc.record({
      fileName: text,
      type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', '', 'application/x-msdownload'),
      bytes: fc.uint8Array({ maxLength: 2000 }),
    }),
  ),
  { maxLength: 2 },
);

const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 4, arbitrary: jsonText.map((text) => ({ kind: 'JSON', text, contentType: 'application/json' })) },
  { weight: 1, arbitrary: deeplyNested.map((text) => ({ kind: 'deep JSON', text, contentType: 'application/json' })) },
  { weight: 2, arbitrary: brokenJson.map((text) => ({ kind: 'broken JSON', text, contentType: 'application/json' })) },
  {
    weight: 2,
    arbitrary: formEntries.map((entries) => ({
      kind: 'form',
      text: new URLSearchParams(entries).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })),
  },
  { weight: 2, arbitrary: fc.tuple(formEntries, fileEntries).map(([entries, files]) => ({ kind: 'multipart', form: [...entries, ...files] })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=zzz', 'multipart/form-data; boundary='), brokenJson)
      .map(([contentType, text]) => ({ kind: 'broken multipart', text, contentType })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ kind: 'bytes', bytes, contentType: 'application/octet-stream' })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty' }) },
);

/** Names a browser posts: our forms' own (and names reaching a prototype, which a crafted form can carry). */
const browserFieldName = fc.constantFrom(...KNOWN_FIELDS, ...PROTOTYPE_NAMES);

/**
 * A server action's envelope exactly as React writes it (the `$ACTION_…` fields of a form posted without JavaScript,
 * or the fetch of (previous state, form)) around generated fields: the action's own code is on trial. An envelope React
 * cannot decode is Next's to refuse, and it answers 500 (vercel/next.js#86945, see the test); so does a fetch whose
 * field names its multipart parser refuses (a control character), which no browser sends for our forms.
 */
const actionBody = (actionId: string): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(formEntries, fileEntries)
        .map(([entries, files]) => ({ kind: 'form without JavaScript', form: [...withoutJavaScriptEnvelope(actionId), ...entries, ...files] })),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(browserFieldName, text), { maxLength: 8 })
        .map((entries) => ({ kind: 'form by fetch', fetch: true, form: byFetchEntries(entries) })),
    },
  );

/** A value for one dynamic segment of an address: words the site uses, keys of the right length, anything at all. */
const segment = fc
  .oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '1',
        '0',
        '-1',
        '1004',
        '99999999999999999999',
        'x'.repeat(43),
        'users',
        'login',
        'bookings',
        'restaurants',
        'globals',
        'site-settings',
        'media',
        'me',
        'access',
        'forgot-password',
        'unlock',
        'london',
        'covent-garden',
        'main',
        'kitchen',
      ),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: text },
  )
  .filter((value) => value !== '' && value !== '.' && value !== '..');

/** The endpoint's address with each [param] filled: [...all] with one to three segments, [[...optional]] with none to two. */
function fuzzPath(route: string): fc.Arbitrary<string> {
  const parts = route
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (/^\[\[\.\.\..+\]\]$/.test(part)) return fc.array(segment, { maxLength: 2 });
      if (/^\[\.\.\..+\]$/.test(part)) return fc.array(segment, { minLength: 1, maxLength: 3 });
      if (/^\[.+\]$/.test(part)) return segment.map((value) => [value]);
      return fc.constant([part]);
    });
  return fc.tuple(...parts).map((filled) =>
    `/${filled
      .flat()
      .map((value) => encodeURIComponent(value).replace(/^(?=\.)/, '%2E'))
      .join('/')}`.replace(/^\/$/, '/'),
  );
}

const headerValue = fc.stringMatching(/^[\x21-\x7e]{1,60}$/).filter(harmless);
const visitorAddress = fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Mostly a new visitor per request (the rate limits count each alone); sometimes what a broken proxy or a liar writes. */
const forwardedFor = fc.oneof(
  { weight: 8, arbitrary: visitorAddress },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('unknown', '', ' , ,', '999.1.1.1', '::1', '[::1]:80', 'fe80::1%eth0', '127.0.0.1', '10.0.0.1:443', 'a'.repeat(300)),
        visitorAddress,
      )
      .map(([odd, address]) => `${odd}, ${address}`),
  },
  { weight: 1, arbitrary: fc.oneof(headerValue, fc.constantFrom('unknown', '::ffff:10.1.2.3', '2001:db8::1', '1.2.3.4, 127.0.0.1')) },
);

export type AuthHeaders = Record<string, string>;

/** The API's headers (token, brand key, session id): mostly right, so the fuzz reaches the handler, else missing or wrong. */
const apiAuth = (valid: AuthHeaders) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record({ Authorization: headerValue.map((value) => `Bearer ${value}`), 'X-Brand-Key': headerValue, 'X-Session-Id': headerValue }),
    },
  );

export type FuzzRequest = { path: string; body: FuzzBody; headers: Record<string, string> };

/** A request for `endpoint`: its address, a body, and headers around it; the Origin is always the site's. */
export function fuzzRequest(endpoint: Endpoint, origin: string, validApiAuth: AuthHeaders): fc.Arbitrary<FuzzRequest> {
  const body = endpoint.kind === 'action' ? actionBody(endpoint.actionId) : fuzzBody;
  const isApi = /^\/(api|cdg)\//.test(endpoint.route);
  return fc
    .record({
      path: fuzzPath(endpoint.route),
      body,
      contentType: endpoint.kind === 'action' ? fc.constant(null) : fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 5 }),
      accept: fc.option(fc.constantFrom('application/json', 'text/html', '*/*', 'text/x-component', 'application/xml', 'garbage/;;', 'text/html;q=abc'), {
        freq: 2,
      }),
      forwardedFor,
      auth: isApi ? apiAuth(validApiAuth) : fc.constant({}),
      extra: fc.option(
        fc.record(
          { 'Idempotency-Key': headerValue, 'Content-Encoding': fc.constantFrom('gzip', 'br', 'identity'), 'Next-Router-State-Tree': headerValue },
          { requiredKeys: [] },
        ),
        { freq: 3 },
      ),
    })
    .map(({ path, body, contentType, accept, forwardedFor, auth, extra }) => {
      const headers: Record<string, string> = { Origin: origin, 'X-Forwarded-For': forwardedFor, ...auth, ...(extra ?? {}) };
      const type = contentType ?? body.contentType;
      if (type !== undefined) headers['Content-Type'] = type;
      if (accept !== null) headers.Accept = accept;
      if (endpoint.kind === 'action' && body.fetch) {
        headers['Next-Action'] = endpoint.actionId;
        headers.Accept ??= 'text/x-component';
      }
      return { path, body, headers };
    });
}

/** Query names the site's pages and GET endpoints read, Payload's REST query syntax, and names that reach a prototype. */
const QUERY_NAMES = [
  'q',
  'lat',
  'lng',
  'keyword',
  'location',
  'jobType',
  'jobTypes',
  'category',
  'type',
  'date',
  'time',
  'covers',
  'done',
  'code',
  'restaurant',
  'diet',
  'exclude',
  'strict',
  'view',
  'storeId',
  'siteId',
  'query',
  'brand',
  'page',
  'limit',
  'sort',
  'depth',
  'search',
  'step',
  'occasion',
  'email',
  'sessionKey',
  'slug',
  'where[slug][equals]',
  'where[name][like]',
  'where[or][0][title][contains]',
  'select[id]',
  'populate',
  'locale',
  '_rsc',
];

/** A query string of none to five parameters (a name may repeat), each value odd text, encoded as a browser would. */
const fuzzQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...QUERY_NAMES) },
        { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
        { weight: 1, arbitrary: text },
      ),
      text,
    ),
    { maxLength: 5 },
  )
  .map((entries) => (entries.length ? `?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}` : ''));

/** A read of `route`: its address with odd segments and query, asked for as a page, for React's navigation or as JSON. */
export const fuzzRead = (route: string): fc.Arbitrary<{ path: string; headers: Record<string, string> }> =>
  fc
    .record({
      path: fuzzPath(route),
      query: fuzzQuery,
      accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/x-component', 'garbage/;;'),
      navigation: fc.boolean(),
      forwardedFor,
    })
    .map(({ path, query, accept, navigation, forwardedFor }) => ({
      path: `${path}${query}`,
      headers: { Accept: accept, 'X-Forwarded-For': forwardedFor, ...(navigation ? { RSC: '1' } : {}) },
    }));
