import { beforeEach, describe, expect, it } from 'vitest';
import { cachedBookingConfigs, clearBookingConfigs } from '@/features/booking/config-cache';
import type { BookableRestaurant } from '@/features/booking/domain/types';

type Configs = Map<number, BookableRestaurant>;

/** A load that counts its calls and resolves (or fails) when told. */
function controlledLoad() {
  const pending: { resolve: (configs: Configs) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<Configs>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

const T0 = 1_000_000;

describe('the booking configuration cache', () => {
  beforeEach(() => clearBookingConfigs());

  it('loads once for every caller that arrives while a load is under way or kept, and again once it has expired', async () => {
    const { load, pending } = controlledLoad();
    const callers = Array.from({ length: 50 }, () => cachedBookingConfigs(load, T0));
    expect(pending).toHaveLength(1);
    const configs: Configs = new Map();
    pending[0]!.resolve(configs);
    for (const caller of callers) expect(await caller).toBe(configs);
    expect(await cachedBookingConfigs(load, T0 + 9_999)).toBe(configs);
    expect(pending).toHaveLength(1);
    void cachedBookingConfigs(load, T0 + 10_000);
    expect(pending).toHaveLength(2);
  });

  it('keeps no failed load: its callers get the failure, the next caller loads again', async () => {
    const { load, pending } = controlledLoad();
    const first = cachedBookingConfigs(load, T0);
    pending[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    void cachedBookingConfigs(load, T0 + 1);
    expect(pending).toHaveLength(2);
  });

  it('forgets what it kept when told, and a load already under way too (it may have read the old settings)', async () => {
    const { load, pending } = controlledLoad();
    const before = cachedBookingConfigs(load, T0);
    clearBookingConfigs();
    const after = cachedBookingConfigs(load, T0 + 1);
    expect(pending).toHaveLength(2);
    const stale: Configs = new Map();
    const fresh: Configs = new Map();
    pending[0]!.resolve(stale);
    pending[1]!.resolve(fresh);
    expect(await before).toBe(stale);
    expect(await after).toBe(fresh);
    expect(await cachedBookingConfigs(load, T0 + 2)).toBe(fresh);
  });
});
