import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { jobStatusSchema } from '@orbit/contracts/console';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { jobFailed, jobHealth } from '../../../lib/job-health.ts';
import { describePeriod } from '../../../lib/text.ts';

export type JobStatus = z.infer<typeof jobStatusSchema>;

function resultSummary(result: unknown): string {
  if (result === null || result === undefined) return '—';
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
}

export function JobsTable({ jobs, timeZone, compact }: { jobs: JobStatus[]; timeZone: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table label={t('nav.jobs')}>
      <THead>
        <tr>
          <TH>{t('jobs.name')}</TH>
          <TH>{t('jobs.status')}</TH>
          <TH>{t('jobs.period')}</TH>
          {!compact ? <TH>{t('jobs.lastPeriod')}</TH> : null}
          <TH>{t('jobs.lastFinished')}</TH>
          <TH className="text-right">{t('jobs.runs24h')}</TH>
        </tr>
      </THead>
      <tbody>
        {jobs.map((job) => {
          const health = jobHealth(job);
          const failed = jobFailed(job.lastResult);
          const period = describePeriod(job.periodSeconds);
          return (
            <TR key={job.name}>
              <TD>
                <p className="font-mono text-xs font-medium whitespace-nowrap text-slate-900">{job.name}</p>
                {!compact && job.lastResult !== null && job.lastResult !== undefined ? (
                  <p
                    className="mt-0.5 max-w-56 truncate font-mono text-[11px] text-slate-500"
                    title={typeof job.lastResult === 'string' ? job.lastResult : JSON.stringify(job.lastResult)}
                  >
                    <span className="text-slate-400">{t('jobs.lastResult')}: </span>
                    {resultSummary(job.lastResult)}
                  </p>
                ) : null}
              </TD>
              <TD>
                {failed ? (
                  <Badge tone="danger" dot>
                    {t('jobs.health.failed')}
                  </Badge>
                ) : (
                  <Badge tone={health === 'ok' ? 'success' : health === 'late' ? 'warning' : 'neutral'} dot>
                    {t(`jobs.health.${health}`)}
                  </Badge>
                )}
              </TD>
              <TD className="whitespace-nowrap text-slate-600">{t(`jobs.every.${period.unit}`, { count: period.count })}</TD>
              {!compact ? (
                <TD className="whitespace-nowrap text-slate-600 tabular">{job.lastPeriodStart ? formatDateTime(job.lastPeriodStart, timeZone) : '—'}</TD>
              ) : null}
              <TD className="whitespace-nowrap text-slate-600 tabular">
                {job.lastFinishedAt ? formatDateTime(job.lastFinishedAt, timeZone) : <span className="text-slate-400">{t('jobs.neverRun')}</span>}
              </TD>
              <TD className="text-right text-slate-700 tabular">{job.runs24h.toLocaleString()}</TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
