import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PageError from '@/app/(site)/error';
import { errorStatus, statusDigest } from '@/lib/error-status';
import { NotFoundError, ServiceError, ValidationError } from '@/server/errors';

/** What the browser's error boundary receives from a server error: a bare Error with only the digest kept. */
const fromServer = (error: Error & { digest?: string }) =>
  Object.assign(new Error('An error occurred in the Server Components render.'), { digest: error.digest });
const errorPage = (error: Error & { digest?: string }) => renderToStaticMarkup(createElement(PageError, { error }));

describe('the status an error carries', () => {
  it('reads a service error’s status and code from its digest', () => {
    expect(errorStatus(fromServer(new ServiceError('contentServiceError')))).toEqual({ status: 502, code: 16 });
    expect(errorStatus(fromServer(new ServiceError('bookingDisabled')))).toEqual({ status: 503, code: 10 });
    expect(errorStatus(fromServer(new NotFoundError()))).toEqual({ status: 404, code: 101 });
  });

  it('makes a failed validation a 404, on the server or in the browser', () => {
    expect(errorStatus(fromServer(new ValidationError({ date: 'Not a date' })))).toEqual({ status: 404, code: 102 });
    expect(errorStatus(Object.assign(new Error('bad'), { name: 'ZodError' }))).toEqual({ status: 404 });
  });

  it('takes the status a browser-side load error carries, and 500 for anything else', () => {
    expect(errorStatus(Object.assign(new Error('fetch failed'), { status: 503 }))).toEqual({ status: 503 });
    expect(errorStatus(Object.assign(new Error('fetch failed'), { statusCode: 410 }))).toEqual({ status: 410 });
    expect(errorStatus(Object.assign(new Error('odd'), { status: 200 }))).toEqual({ status: 500 });
    expect(errorStatus(Object.assign(new Error('boom'), { digest: '1234567' }))).toEqual({ status: 500 });
    expect(errorStatus(Object.assign(new Error('forged'), { digest: 'MG-STATUS;999;1;x' }))).toEqual({ status: 500 });
  });

  it('gives every error a digest of its own', () => {
    expect(statusDigest(503, 10)).not.toBe(statusDigest(503, 10));
    expect(new ServiceError('invalidConfig').digest).toMatch(/^MG-STATUS;503;2;\w+$/);
  });
});

describe('the error page', () => {
  it('shows a load error’s own status with its service-result message', () => {
    const html = errorPage(fromServer(new ServiceError('contentServiceError')));
    expect(html).toContain('>502<');
    expect(html).toContain('Error 502: </span>Something went wrong connecting to the content service, please try again.');
    expect(html).toContain('Return to homepage');
  });

  it('says 404 and "This page could not be found" when validation failed', () => {
    const html = errorPage(fromServer(new ValidationError({ city: 'Not a city' })));
    expect(html).toContain('>404<');
    expect(html).toContain('This page could not be found');
  });

  it('falls back to 500 and the generic client-error message', () => {
    const html = errorPage(Object.assign(new Error('database exploded at line 12'), { digest: '98765' }));
    expect(html).toContain('>500<');
    expect(html).toContain('Sorry, something went wrong. Please try again.');
    expect(html).not.toContain('database exploded');
  });

  it('keeps the generic message for a platform code (only the spec’s codes have words for diners)', () => {
    const html = errorPage(fromServer(new ServiceError('internalError')));
    expect(html).toContain('>500<');
    expect(html).toContain('Sorry, something went wrong. Please try again.');
  });
});
