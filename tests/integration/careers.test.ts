/**
 * Careers over HTTP on each database: the job search's distance cut and order from M1 1AA, the jobs and locations
 * calls, and applications: a good one reaches HR (with its CV, downloadable by HR only, and a notice to HR's inbox)
 * and emails the applicant; a second one to the same job from the same email is code 14; bad input and every kind of
 * bad CV are code 15 with a message containing err=15, and store nothing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DOCX_ENTRIES } from '@/server/uploads/docx-archive';
import { cmsFind, uniqueEmail, waitForEmail, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { samples } from '../support/file-samples';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { HR, MANAGER } from '../support/staff';
import { docx } from '../support/zip-archive';

const SITE_ID = 'marigold-grill';
const MB = 1024 * 1024;

type ApiQuestion = { id: string; type: string; is_mandatory: boolean; answer: string[] };
type ApiJob = {
  job_id: number;
  name: string;
  cv_required: boolean;
  work_experience_required: boolean;
  questions: ApiQuestion[];
  distance?: number;
  lat: number;
  lng: number;
  location: string;
};
type JobsAnswer = { siteId: string; total: number; origin: string | null; jobs: ApiJob[] };
type ApplicationDoc = {
  id: number;
  email: string;
  status: string;
  resume: { fileId: string; name: string; mimeType: string; size: number }[];
  answers: { question: string; answer: string }[];
};

const answersFor = (job: ApiJob) =>
  job.questions.map((question) => ({
    id: question.id,
    answer:
      question.type === 'TEXT'
        ? 'I once stayed late to bake a birthday cake for a regular.'
        : question.type === 'MULTIPLE_CHOICE'
          ? [question.answer[0]!]
          : question.answer[0]!,
  }));

const cv = (fileName: string, bytes: Buffer) => ({ fileName, type: 'application/pdf', content: bytes.toString('base64') });

function applicationFor(job: ApiJob, overrides: Record<string, unknown> = {}) {
  return {
    jobId: job.job_id,
    firstName: 'Siân',
    secondName: "O'Connor",
    email: uniqueEmail('applicant'),
    telephone: '+44 7700 900123',
    resume: cv('Siân CV.pdf', samples.pdf()),
    experience: [
      { employer: 'The Corner Café', jobTitle: 'Commis chef', fromMonth: 3, fromYear: 2019, isCurrentRole: false, toMonth: 8, toYear: 2022 },
      { employer: 'Harbour Kitchen', jobTitle: 'Chef de partie', fromMonth: 9, fromYear: 2022, isCurrentRole: true },
    ],
    questions: answersFor(job),
    ...overrides,
  };
}

/*
 * The bad CVs are made once, before any request: packing a 60 MB bomb keeps this process busy for seconds, and a
 * keep-alive connection the server closed meanwhile would otherwise be reused for the next request.
 */
const BOMB = docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(60 * MB), deflate: true }]);
const TOO_MANY_PARTS = docx(Array.from({ length: MAX_DOCX_ENTRIES + 1 }, (_, index) => ({ name: `word/media/image${index}.png`, data: samples.png() })));
const OVERSIZED = Buffer.concat([samples.pdf(), Buffer.alloc(5 * MB)]);
const bomb = () => BOMB;
const tooManyParts = () => TOO_MANY_PARTS;
const oversized = () => OVERSIZED;

describe.each(runningSites)('careers on %s', (_, base) => {
  async function jobNeedingEverything(api: Awaited<ReturnType<typeof apiClient>>) {
    const { body } = await api.getJson<JobsAnswer>(`/api/jobs?siteId=${SITE_ID}`);
    const job = body.jobs.find((entry) => entry.cv_required && entry.work_experience_required && entry.questions.some((question) => question.is_mandatory));
    if (!job) throw new Error('The demo jobs have none that needs a CV, work history and answers');
    return job;
  }

  async function apply(api: Awaited<ReturnType<typeof apiClient>>, body: Record<string, unknown>) {
    return api.postJson<ServiceResult & { errors?: Record<string, string>; applicationId?: number }>('/api/jobs/application', {
      ...body,
      botCheck: await botCheckProof(base),
    });
  }

  it('lists only jobs within 100 miles of M1 1AA, nearest first, with distances in miles', async () => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson<JobsAnswer>(`/api/jobs?siteId=${SITE_ID}&where=${encodeURIComponent('M1 1AA')}`);
    expect(status).toBe(200);
    expect(body.origin).toBe('M1 1AA');
    expect(body.total).toBe(body.jobs.length);
    expect(body.jobs.length).toBeGreaterThan(5);
    const distances = body.jobs.map((job) => job.distance!);
    expect(distances.every((miles) => miles >= 0 && miles <= 100)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const everywhere = (await api.getJson<JobsAnswer>(`/api/jobs?siteId=${SITE_ID}`)).body;
    // London, Glasgow and Portsmouth are all well over 100 miles from Manchester, and have jobs.
    expect(everywhere.total).toBeGreaterThan(body.total);
    expect(body.jobs.map((job) => job.location)).not.toContain('Covent Garden');

    const fullTime = (await api.getJson<JobsAnswer>(`/api/jobs?siteId=${SITE_ID}&where=M1+1AA&type=full-time&category=kitchen`)).body;
    expect(fullTime.total).toBeGreaterThan(0);
    for (const job of fullTime.jobs) expect(job).toMatchObject({ jobtype: 'Full time', category: 'Back of House', role_category: 'kitchen' });
  });

  it('answers one job, refuses other site ids, and finds places from our own geo data', async () => {
    const api = await apiClient(base);
    const job = await jobNeedingEverything(api);
    const one = await api.getJson<ApiJob & { siteId: string }>(`/api/jobs/${job.job_id}?siteId=${SITE_ID}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ siteId: SITE_ID, job_id: job.job_id, name: job.name, url: `/careers/job/${job.job_id}` });
    expect((await api.getJson<ServiceResult>(`/api/jobs/${job.job_id}?siteId=another-brand`)).status).toBe(404);
    expect((await api.getJson<ServiceResult>(`/api/jobs?siteId=`)).status).toBe(404);
    expect((await api.getJson<ServiceResult>(`/api/jobs/999999?siteId=${SITE_ID}`)).body.code).toBe(101);
    expect((await fetch(`${base}/api/jobs?siteId=${SITE_ID}`)).status).toBe(401);

    const place = await api.getJson<{ results: { geometry: { location: { lat: number; lng: number } } }[] }>(
      '/api/jobs/locations?query=M1%201AA&sessionKey=abc',
    );
    expect(place.status).toBe(200);
    expect(place.body.results[0]!.geometry.location.lat).toBeCloseTo(53.48, 1);
    expect(place.body.results[0]!.geometry.location.lng).toBeCloseTo(-2.24, 1);
    expect((await api.getJson<{ results: unknown[] }>('/api/jobs/locations?query=Atlantis%20Under%20The%20Sea&sessionKey=abc')).body.results).toEqual([]);
  });

  it('takes an application with a PDF CV: HR sees it and downloads the CV, a restaurant manager cannot; the applicant and HR are emailed; a second one is code 14', async () => {
    const api = await apiClient(base);
    const job = await jobNeedingEverything(api);
    const body = applicationFor(job);
    const sent = await apply(api, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.code).toBe(0);

    const hr = await staffHeaders(base, HR);
    const found = await cmsFind<ApplicationDoc>(base, hr, 'job-applications', { email: body.email });
    expect(found.totalDocs).toBe(1);
    const application = found.docs[0]!;
    expect(application).toMatchObject({ status: 'new', resume: [{ name: 'Siân CV.pdf', mimeType: 'application/pdf', size: samples.pdf().length }] });
    expect(application.answers).toHaveLength(job.questions.length);

    const download = `${base}/staff-files/job-applications/${application.id}/${application.resume[0]!.fileId}`;
    const asHr = await fetch(download, { headers: hr });
    expect(asHr.status).toBe(200);
    expect(asHr.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await asHr.arrayBuffer()).equals(samples.pdf())).toBe(true);

    const manager = await staffHeaders(base, MANAGER);
    expect([403, 404]).toContain((await fetch(download, { headers: manager })).status);
    expect([403, 404]).toContain((await fetch(`${base}/cms-api/job-applications/${application.id}`, { headers: manager })).status);
    const managerList = await fetch(`${base}/cms-api/job-applications?limit=1`, { headers: manager });
    expect([403, 404]).toContain(managerList.status);
    expect((await fetch(download)).status).toBe(401);

    const admin = await staffHeaders(base);
    const email = await waitForEmail(base, admin, body.email, (message) => message.subject.startsWith('Your application'));
    expect(email.text).toContain(`/careers/job/${job.job_id}`);
    // HR hears of it (the demo's Careers settings name their inbox), with a link and nothing about the applicant.
    const notice = await waitForEmail(base, admin, 'hr@marigold.example', (message) =>
      message.text.includes(`/admin/collections/job-applications/${application.id}`),
    );
    expect(notice.subject).toMatch(/^New application: /);
    for (const personal of [body.email, body.firstName, body.secondName, body.telephone]) expect(notice.text).not.toContain(personal);

    const again = await apply(api, { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 14, message: 'You have already submitted an application for this job.' });
    expect((await cmsFind(base, hr, 'job-applications', { email: body.email })).totalDocs).toBe(1);
  });

  it("answers invalid fields with code 15, a message containing err=15 and each field's error, and stores nothing", async () => {
    const api = await apiClient(base);
    const job = await jobNeedingEverything(api);
    const body = applicationFor(job, {
      firstName: 'R2-D2',
      telephone: '12345',
      experience: [{ employer: 'Harbour Kitchen', jobTitle: 'Chef', fromMonth: 9, fromYear: 2024, isCurrentRole: false, toMonth: 1, toYear: 2023 }],
      questions: [],
    });
    const refused = await apply(api, body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(15);
    expect(refused.body.message).toContain('err=15');
    expect(refused.body.errors).toMatchObject({
      firstName: 'Your first name may contain only letters, spaces and apostrophes.',
      telephone: 'Your telephone number must have 7 to 17 digits.',
      'experience.0.toYear': 'The start date must be earlier than the end date.',
    });
    const mandatory = job.questions.findIndex((question) => question.is_mandatory);
    expect(refused.body.errors?.[`questions.${mandatory}.answer`]).toBeDefined();

    const noProof = await api.postJson<ServiceResult>('/api/jobs/application', applicationFor(job));
    expect(noProof.status).toBe(400);
    expect(noProof.body.errors).toMatchObject({ botCheck: 'Invalid token' });
    const badProof = await api.postJson<ServiceResult>('/api/jobs/application', { ...applicationFor(job), botCheck: 'not-a-proof' });
    expect(badProof.status).toBe(403);
    expect(badProof.body.code).toBe(106);

    const hr = await staffHeaders(base, HR);
    expect((await cmsFind(base, hr, 'job-applications', { email: body.email })).totalDocs).toBe(0);
  });

  it.each([
    ['wrong extension', 'cv.txt', samples.text, 'Your CV must be a .pdf or .docx file.'],
    ['renamed executable', 'cv.pdf', samples.exe, '“cv.pdf” is not a PDF or Word (.docx) file.'],
    ['text renamed .pdf', 'cv.pdf', samples.text, '“cv.pdf” is not a PDF or Word (.docx) file.'],
    ['oversized', 'cv.pdf', oversized, 'Your CV must be 5 MB or smaller.'],
    ['zip bomb named .docx', 'cv.docx', bomb, '“cv.docx” unpacks to far more than a document should (a "zip bomb").'],
    ['archive with too many parts', 'cv.docx', tooManyParts, `“cv.docx” is a Word document with too many parts (more than ${MAX_DOCX_ENTRIES}).`],
    ['null byte in the name', 'cv\u0000.pdf', samples.pdf, '“cvU+0000.pdf” has a name with characters a file name cannot have (such as / or \\).'],
  ])('refuses a CV: %s, with code 15 and a clear message, storing nothing', async (_label, fileName, bytes, message) => {
    const api = await apiClient(base);
    const job = await jobNeedingEverything(api);
    const body = applicationFor(job, { resume: cv(fileName, bytes()) });
    const refused = await apply(api, body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.code).toBe(15);
    expect(refused.body.message).toContain('err=15');
    expect(refused.body.errors?.resume).toBe(message);
    const hr = await staffHeaders(base, HR);
    expect((await cmsFind(base, hr, 'job-applications', { email: body.email })).totalDocs).toBe(0);
  });
});
