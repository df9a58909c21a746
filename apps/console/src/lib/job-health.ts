// Whether a scheduled job keeps its rhythm: a job is late when no run finished within two of its periods.
export type JobHealth = 'ok' | 'late' | 'never';

export function jobHealth(job: { periodSeconds: number; lastFinishedAt: string | null }, now: number = Date.now()): JobHealth {
  if (!job.lastFinishedAt) return 'never';
  const age = now - Date.parse(job.lastFinishedAt);
  return age <= 2 * job.periodSeconds * 1000 + 60_000 ? 'ok' : 'late';
}

/** A job's result reads as failed when it says so (`ok: false` or an `error`). */
export function jobFailed(result: unknown): boolean {
  if (!result || typeof result !== 'object') return false;
  const record = result as Record<string, unknown>;
  return record.ok === false || record.success === false || (typeof record.error === 'string' && record.error !== '');
}
