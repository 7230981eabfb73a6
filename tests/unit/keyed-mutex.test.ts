import { describe, expect, it } from 'vitest';
import { KeyedMutex } from '@/features/booking/ledger/keyed-mutex';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const tailsOf = (mutex: KeyedMutex) => (mutex as unknown as { tails: Map<string, Promise<unknown>> }).tails;

/** Counts how many tasks run at once, overall and per key, and the order they start and finish in. */
function tracker() {
  const running = new Map<string, number>();
  const maxRunning = new Map<string, number>();
  let overall = 0;
  let maxOverall = 0;
  const started: string[] = [];
  const finished: string[] = [];
  const task =
    <T>(key: string, label: string, ms: number, value?: T) =>
    async () => {
      started.push(label);
      running.set(key, (running.get(key) ?? 0) + 1);
      maxRunning.set(key, Math.max(maxRunning.get(key) ?? 0, running.get(key)!));
      maxOverall = Math.max(maxOverall, ++overall);
      await sleep(ms);
      await Promise.resolve();
      running.set(key, running.get(key)! - 1);
      overall--;
      finished.push(label);
      return value as T;
    };
  return { task, started, finished, maxRunning, maxOverall: () => maxOverall };
}

describe('KeyedMutex', () => {
  it('never overlaps tasks with the same key and runs them in arrival order', async () => {
    const mutex = new KeyedMutex();
    const { task, started, finished, maxRunning } = tracker();
    // Earlier tasks take longer, so without the queue later ones would finish first.
    const results = await Promise.all([30, 20, 10, 0, 5].map((ms, index) => mutex.run('store-1', task('store-1', `t${index}`, ms, index))));
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(maxRunning.get('store-1')).toBe(1);
    expect(started).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(finished).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });

  it('does not start a queued task before the one ahead has finished', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    let release!: () => void;
    const first = mutex.run('k', async () => {
      events.push('first:start');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first:end');
    });
    const second = mutex.run('k', async () => {
      events.push('second:start');
    });
    await sleep(10);
    expect(events).toEqual(['first:start']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first:start', 'first:end', 'second:start']);
  });

  it('runs tasks with different keys in parallel', async () => {
    const mutex = new KeyedMutex();
    const { task, maxRunning, maxOverall } = tracker();
    await Promise.all(['a', 'b', 'c', 'd'].map((key) => mutex.run(key, task(key, key, 50))));
    expect(maxOverall()).toBe(4);
    for (const key of ['a', 'b', 'c', 'd']) expect(maxRunning.get(key)).toBe(1);
  });

  it('hands a rejection to its caller and still runs the next task', async () => {
    const mutex = new KeyedMutex();
    const order: string[] = [];
    const failing = mutex.run('k', async () => {
      await sleep(10);
      order.push('failing');
      throw new Error('table taken');
    });
    const next = mutex.run('k', async () => {
      order.push('next');
      return 'booked';
    });
    await expect(failing).rejects.toThrow('table taken');
    await expect(next).resolves.toBe('booked');
    expect(order).toEqual(['failing', 'next']);
  });

  it('runs the next task after a task that throws synchronously', async () => {
    const mutex = new KeyedMutex();
    const failing = mutex.run('k', () => {
      throw new Error('sync failure');
    });
    await expect(failing).rejects.toThrow('sync failure');
    await expect(mutex.run('k', async () => 42)).resolves.toBe(42);
  });

  it('forgets a key once its queue has drained', async () => {
    const mutex = new KeyedMutex();
    const tails = tailsOf(mutex);
    const { task } = tracker();
    const work = [mutex.run('a', task('a', 'a1', 10)), mutex.run('a', task('a', 'a2', 5)), mutex.run('b', task('b', 'b1', 5))];
    const failed = mutex.run('c', async () => Promise.reject(new Error('no')));
    expect(tails.size).toBe(3);
    await Promise.all(work);
    await expect(failed).rejects.toThrow('no');
    await sleep(0);
    expect(tails.size).toBe(0);
  });

  it('keeps a key while a task is still queued behind the one that finished', async () => {
    const mutex = new KeyedMutex();
    const tails = tailsOf(mutex);
    const first = mutex.run('a', () => sleep(5));
    const second = mutex.run('a', () => sleep(30));
    await first;
    await sleep(10);
    expect(tails.has('a')).toBe(true);
    await second;
    await sleep(0);
    expect(tails.has('a')).toBe(false);
  });
});
