/**
 * Every request the fuzz ever found answered with a 5xx (or a leak), kept for good: the POST fuzz
 * (tests/integration/fuzz-post-endpoints.test.ts) sends each to its endpoint and to the endpoint's /cdg aliases on
 * every run, and the schema fuzz (tests/unit/request-schemas-any-value.test.ts) checks the schema named here refuses it
 * by the field named. `npm run fuzz` prints what it finds, with its seed: add it here.
 */
export type Counterexample = {
  /** The route as the fuzz names it: `POST /api/signup`. */
  endpoint: string;
  /** The body, as sent (JSON unless `contentType` says otherwise). */
  body: string;
  contentType?: string;
  /** The schema (as the schema fuzz names it) that must refuse it, and the field it must name. */
  schema?: string;
  field?: string;
  /** A field whose control-character message the endpoint's answer must carry in its `errors`. */
  answerField?: string;
  /** Where it was found. */
  found: string;
};

export const FUZZ_COUNTEREXAMPLES: readonly Counterexample[] = [
  {
    endpoint: 'POST /api/signup',
    body: '{"favouriteRestaurant":{"toString":0}}',
    schema: 'sign-up',
    field: 'favouriteRestaurant',
    found: 'npm test on a fresh clone (issue 31): Number() of an object in a z.preprocess, 500',
  },
  {
    endpoint: 'POST /api/jobs/application',
    body: '{"jobId":{"toString":0}}',
    schema: 'job application',
    field: 'jobId',
    found: 'issue 31: Number() of the job id, 500',
  },
  {
    endpoint: 'POST /api/booking/create/[storeId]',
    body: '{"occasionId":{"valueOf":0},"adults":{"toString":0}}',
    schema: 'booking request',
    field: 'occasionId',
    found: 'issue 31, by reading: z.coerce.number() of an object',
  },
  {
    endpoint: 'POST /api/signup',
    body: '{"variant":"full","favouriteRestaurant":1,"birthday":{"day":{"toString":0},"month":[{"valueOf":0}]}}',
    schema: 'sign-up',
    field: 'birthday.day',
    found: 'issue 31, by reading: Number() in the birthday selects',
  },
  {
    endpoint: 'POST /api/booking/create/[storeId]',
    body: '{"occasionId":3,"adults":2,"bookingDate":"2026-07-10","time":"19:00","customer":{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","specialRequest":"Nut allergy\\u0000"}}',
    schema: 'booking request',
    field: 'customer.specialRequest',
    answerField: 'customer.specialRequest',
    found: 'issue 31, by reading: PostgreSQL refuses a NUL byte, failing a whole group commit of bookings',
  },
];
