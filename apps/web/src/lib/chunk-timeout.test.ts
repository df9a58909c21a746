import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadTimeout, withLoadTimeout } from './chunk-timeout.ts';

describe('page code load timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is two minutes', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a load that has not arrived after two minutes, and not a moment before', async () => {
    let settled: unknown = 'pending';
    withLoadTimeout(() => new Promise<never>(() => undefined))().then(
      () => (settled = 'loaded'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadTimeout(settled)).toBe(true);
  });

  it('passes a load that arrives in time, and its own failure', async () => {
    await expect(withLoadTimeout(() => Promise.resolve('page'))()).resolves.toBe('page');
    const failed = await withLoadTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))().catch((error: unknown) => error);
    expect(isChunkLoadTimeout(failed)).toBe(false);
    expect((failed as Error).message).toContain('dynamically imported');
  });
});
