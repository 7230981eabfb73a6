import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { STAFF_BODY_LIMIT_BYTES, STAFF_UPLOAD_BODY_LIMIT_BYTES, bodyLimitFor, UPLOAD_ENDPOINTS } from '@/server/http/body-limits';
import { UPLOAD_BODY_LIMIT_BYTES, cvUpload, enquiryAttachments } from '@/server/uploads/upload-policies';

const SMALL = 1_048_576;

describe('request body limits per endpoint', () => {
  it('keep every endpoint small except the ones that take files', () => {
    expect(bodyLimitFor('/api/token', SMALL)).toBe(SMALL);
    expect(bodyLimitFor('/api/booking/create/1004?x=1', SMALL)).toBe(SMALL);
    expect(bodyLimitFor('/cdg/booking/create/1004', SMALL)).toBe(SMALL);
    expect(bodyLimitFor('/manage-booking/abc/cancel', SMALL)).toBe(SMALL);
    expect(bodyLimitFor('/contact-us', SMALL)).toBe(SMALL);
    for (const endpoint of UPLOAD_ENDPOINTS) expect(bodyLimitFor(`${endpoint}?session=1`, SMALL)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/contact/sendemail/extra', SMALL)).toBe(SMALL);
    // Read as the route that answers: a spelling with dot segments is its route's, an alias too.
    expect(bodyLimitFor('/admin/../api/token', SMALL)).toBe(SMALL);
    expect(bodyLimitFor('/api/x/../contact/sendemail', SMALL)).toBe(UPLOAD_BODY_LIMIT_BYTES);
  });

  it('let a form posted to a page without JavaScript carry its files, as much as Next reads for a server action', async () => {
    const multipart = 'multipart/form-data; boundary=----x';
    expect(bodyLimitFor('/contact-us', SMALL, multipart)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/careers/job/12', SMALL, 'Multipart/Form-Data; boundary=y')).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/contact-us', SMALL, 'application/x-www-form-urlencoded')).toBe(SMALL);
    expect(bodyLimitFor('/api/token', SMALL, multipart)).toBe(SMALL);
    expect(bodyLimitFor('/_next/data/x', SMALL, multipart)).toBe(SMALL);
    const config = await readFile(new URL('../../next.config.mjs', import.meta.url), 'utf8');
    expect(config).toContain(`bodySizeLimit: '${UPLOAD_BODY_LIMIT_BYTES / 1024 / 1024}mb'`);
  });

  it('give the back-office a limit of its own, larger only where staff upload media', () => {
    expect(bodyLimitFor('/admin/collections/pages/12', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/admin', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/users/login', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/pages?draft=true', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/globals/site-settings', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/media', SMALL)).toBe(STAFF_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/media/12?depth=0', SMALL)).toBe(STAFF_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/media/12/extra', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-api/mediax', SMALL)).toBe(STAFF_BODY_LIMIT_BYTES);
    // Never stricter than the site's own default, when that is set higher.
    expect(bodyLimitFor('/cms-api/pages', 8 * STAFF_BODY_LIMIT_BYTES)).toBe(8 * STAFF_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/cms-apix', SMALL)).toBe(SMALL);
  });

  it('let an upload endpoint take its policy’s files at their largest, with room for the form around them', () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(enquiryAttachments.maxFiles * enquiryAttachments.maxFileBytes);
    // One CV sent as base64 in JSON is a third larger than the file.
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan((cvUpload.maxFileBytes * 4) / 3);
  });
});
