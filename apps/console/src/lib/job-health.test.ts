import { describe, expect, it } from 'vitest';
import { jobFailed, jobHealth } from './job-health.ts';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('job health', () => {
  it('is never when the job has not run', () => {
    expect(jobHealth({ periodSeconds: 60, lastFinishedAt: null }, now)).toBe('never');
  });

  it('is ok within two periods and a minute of grace, late after', () => {
    expect(jobHealth({ periodSeconds: 60, lastFinishedAt: '2026-03-01T11:58:30Z' }, now)).toBe('ok');
    expect(jobHealth({ periodSeconds: 60, lastFinishedAt: '2026-03-01T11:56:00Z' }, now)).toBe('late');
    expect(jobHealth({ periodSeconds: 86_400, lastFinishedAt: '2026-02-28T12:00:00Z' }, now)).toBe('ok');
  });

  it('reads failures from the result', () => {
    expect(jobFailed({ ok: false })).toBe(true);
    expect(jobFailed({ error: 'timeout' })).toBe(true);
    expect(jobFailed({ settled: 12 })).toBe(false);
    expect(jobFailed(null)).toBe(false);
    expect(jobFailed('done')).toBe(false);
  });
});
