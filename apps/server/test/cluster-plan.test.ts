// How many server processes a start runs (cluster.ts, ADR 0041): WORKERS when given, else one per core in
// production and one otherwise; embedded PGlite (no DATABASE_URL) always one, with the reason to log.
import { describe, expect, it } from 'vitest';
import { workerPlan } from '../src/cluster.ts';
import { loadConfig } from '../src/config.ts';

const POSTGRES = 'postgres://db.example/orbit';

describe('the number of server processes', () => {
  it('is WORKERS when given, on PostgreSQL', () => {
    expect(workerPlan({ NODE_ENV: 'development', WORKERS: 3, DATABASE_URL: POSTGRES }, 8)).toEqual({ count: 3 });
  });

  it('is one per core in production and one in development when WORKERS is unset', () => {
    expect(workerPlan({ NODE_ENV: 'production', WORKERS: undefined, DATABASE_URL: POSTGRES }, 4)).toEqual({ count: 4 });
    expect(workerPlan({ NODE_ENV: 'development', WORKERS: undefined, DATABASE_URL: POSTGRES }, 4)).toEqual({ count: 1 });
  });

  it('is one on embedded PGlite, whatever was asked, and says why', () => {
    const plan = workerPlan({ NODE_ENV: 'production', WORKERS: 4, DATABASE_URL: undefined }, 4);
    expect(plan.count).toBe(1);
    expect(plan.note).toMatch(/PGlite.*one process/);
    expect(workerPlan({ NODE_ENV: 'development', WORKERS: undefined, DATABASE_URL: undefined }, 4)).toEqual({ count: 1 });
  });

  it('refuses a WORKERS that is not a whole number from 1, and a REDIS_URL that is not redis://', () => {
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ WORKERS: '2', REDIS_URL: 'rediss://cache:6380' })).toMatchObject({ WORKERS: 2, REDIS_URL: 'rediss://cache:6380' });
  });
});
