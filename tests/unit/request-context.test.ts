import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  QUIET_AFTER_MS,
  acceptableRequestId,
  afterResponse,
  currentRequestId,
  handleRequest,
  outsideAnyRequest,
  whenNoRequestIsOpen,
} from '@/server/request-context';

describe('request context', () => {
  it('keeps a proxy’s request id only when it looks like one', () => {
    expect(acceptableRequestId('0f3c9a7be2d54c1a8b6e4f2d1c0b9a87')).toBe('0f3c9a7be2d54c1a8b6e4f2d1c0b9a87');
    expect(acceptableRequestId('nginx-1234abcd')).toBe('nginx-1234abcd');
    for (const odd of [undefined, '', 'short', 'x'.repeat(65), 'has space in it', 'line\nbreak-12345', 'ada@example.com', ['a', 'b']]) {
      expect(acceptableRequestId(odd as string | string[] | undefined)).toBeUndefined();
    }
  });

  it('gives each request’s code its own id, across awaits and side by side', async () => {
    const responses = [new EventEmitter(), new EventEmitter()];
    const seen = await Promise.all(
      ['first-request', 'second-request'].map((id, index) =>
        handleRequest(id, responses[index]!, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentRequestId();
        }),
      ),
    );
    expect(seen).toEqual(['first-request', 'second-request']);
    expect(currentRequestId()).toBeUndefined();
    responses.forEach((response) => response.emit('close'));
  });

  it('runs what a request left for after its response once the response has closed, under the request’s id', async () => {
    const response = new EventEmitter();
    const ran: (string | undefined)[] = [];
    const left = handleRequest('closing-request', response, () => afterResponse(async () => void ran.push(currentRequestId())));
    expect(left).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual([]);
    response.emit('close');
    expect(ran).toEqual(['closing-request']);
  });

  it('runs at once what a request leaves for after its response once that has closed', async () => {
    const response = new EventEmitter();
    const ran: (string | undefined)[] = [];
    await handleRequest('answered-request', response, async () => {
      response.emit('close');
      await new Promise((resolve) => setTimeout(resolve, 1));
      afterResponse(async () => void ran.push(currentRequestId()));
    });
    expect(ran).toEqual(['answered-request']);
  });

  it('has no "after the response" outside a request', () => {
    expect(afterResponse(async () => undefined)).toBe(false);
  });

  it('runs work started by a request as no request’s', async () => {
    const response = new EventEmitter();
    const seen = await handleRequest('starting-request', response, () => outsideAnyRequest(async () => currentRequestId()));
    response.emit('close');
    expect(seen).toBeUndefined();
  });

  it('waits until no request has been open for a moment, or for its deadline', async () => {
    const settledWithin = (promise: Promise<void>, ms: number) =>
      Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
    await expect(settledWithin(whenNoRequestIsOpen(Date.now() + 60_000), QUIET_AFTER_MS * 4)).resolves.toBe(true);

    const first = new EventEmitter();
    const second = new EventEmitter();
    handleRequest('first-open', first, () => undefined);
    handleRequest('second-open', second, () => undefined);
    const quiet = whenNoRequestIsOpen(Date.now() + 60_000);
    await expect(settledWithin(quiet, QUIET_AFTER_MS * 2)).resolves.toBe(false);
    first.emit('close');
    await expect(settledWithin(quiet, QUIET_AFTER_MS * 2)).resolves.toBe(false);
    second.emit('close');
    const closedAt = Date.now();
    await expect(settledWithin(quiet, QUIET_AFTER_MS * 4)).resolves.toBe(true);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(QUIET_AFTER_MS - 5);

    const busy = new EventEmitter();
    handleRequest('still-open', busy, () => undefined);
    await expect(settledWithin(whenNoRequestIsOpen(Date.now() + 5), QUIET_AFTER_MS)).resolves.toBe(true);
    busy.emit('close');
  });
});
