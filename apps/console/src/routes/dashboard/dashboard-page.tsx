import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Ban, Clock4, Flag, Globe2, Image, Wrench } from 'lucide-react';
import { FEATURES } from '@orbit/contracts/features';
import { formatDateTime } from '@orbit/contracts/format';
import { findLanguage } from '@orbit/contracts/languages';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useJobs } from '../../features/jobs/api/list-jobs.ts';
import { SecurityNotices } from '../../features/operators/components/security-notices.tsx';
import { JobsTable } from '../../features/jobs/components/jobs-table.tsx';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { errorMessage } from '../../lib/errors.ts';
import { jobFailed, jobHealth } from '../../lib/job-health.ts';
import { maintenanceState } from '../../lib/site-state.ts';
import { FinanceSummary } from './finance-summary.tsx';
import { PendingApprovals } from './pending-approvals.tsx';
import { StatCard, type StatTone } from './stat-card.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canSettings = useCan('settings.read');
  const canJobs = useCan('jobs.read');
  const canFinance = useCan('finance.read');
  const canOperators = useCan('operators.write');
  const settings = useSettings();
  const jobs = useJobs({ enabled: canJobs });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.welcome', { name: operator.displayName, merchant: operator.merchantName })} />
      {canOperators ? <SecurityNotices timeZone={settings.data?.timeZone ?? 'Asia/Kuala_Lumpur'} /> : null}
      {canFinance ? <FinanceSummary timeZone={settings.data?.timeZone ?? 'Asia/Kuala_Lumpur'} /> : null}
      {canSettings || canFinance ? <PendingApprovals timeZone={settings.data?.timeZone ?? 'Asia/Kuala_Lumpur'} /> : null}
      {!canSettings ? null : settings.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-24" />
          ))}
        </div>
      ) : settings.isError ? (
        <Card>
          <EmptyState title={t('settings.loadFailed')} description={errorMessage(t, settings.error)} />
        </Card>
      ) : (
        <SettingsSummary settings={settings.data} jobs={canJobs ? jobs.data : undefined} />
      )}

      {canJobs ? (
        <Card>
          <CardHeader
            title={t('nav.jobs')}
            description={t('dashboard.jobsText')}
            icon={<Clock4 className="size-4" />}
            actions={
              <Link to="/jobs" className="inline-flex items-center gap-1 text-[13px] font-medium text-accent-700 hover:underline">
                {t('dashboard.viewAll')}
                <ArrowRight aria-hidden className="size-3.5" />
              </Link>
            }
          />
          {jobs.isPending ? (
            <div className="p-5">
              <Skeleton className="h-16" />
            </div>
          ) : jobs.isError ? (
            <EmptyState title={t('jobs.loadFailed')} description={errorMessage(t, jobs.error)} />
          ) : jobs.data.length === 0 ? (
            <EmptyState icon={<Clock4 className="size-5" />} title={t('jobs.emptyTitle')} description={t('jobs.emptyText')} />
          ) : (
            <JobsTable jobs={jobs.data} timeZone={settings.data?.timeZone ?? 'Asia/Kuala_Lumpur'} compact />
          )}
        </Card>
      ) : null}
    </div>
  );
}

function SettingsSummary({
  settings,
  jobs,
}: {
  settings: MerchantSettings;
  jobs: { periodSeconds: number; lastFinishedAt: string | null; lastResult: unknown }[] | undefined;
}) {
  const { t } = useTranslation();
  const maintenance = maintenanceState(settings.maintenance);
  const restriction = settings.regionRestriction;
  const flagsOn = FEATURES.filter((feature) => settings.flags[feature.key]).length;
  const troubled = jobs?.filter((job) => jobFailed(job.lastResult) || jobHealth(job) === 'late').length ?? 0;
  const tz = settings.timeZone;

  const siteTone: StatTone = maintenance === 'active' ? 'bad' : maintenance === 'scheduled' ? 'warn' : 'ok';
  const siteValue = maintenance === 'active' ? t('dashboard.siteMaintenance') : t('dashboard.siteOpen');
  const siteDetail =
    maintenance === 'active'
      ? settings.maintenance.endAt
        ? t('dashboard.maintenanceUntil', { end: formatDateTime(settings.maintenance.endAt, tz) })
        : t('dashboard.maintenanceOpenEnded')
      : maintenance === 'scheduled'
        ? t('dashboard.maintenanceScheduled', { start: formatDateTime(settings.maintenance.startAt!, tz) })
        : t('dashboard.noMaintenance');

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('dashboard.site')}
          value={siteValue}
          detail={siteDetail}
          tone={siteTone}
          icon={<Wrench className="size-4" />}
          to="/settings/maintenance"
        />
        <StatCard
          label={t('dashboard.restriction')}
          value={restriction.enabled ? t('dashboard.restrictionOn') : t('dashboard.restrictionOff')}
          detail={
            restriction.enabled
              ? t('dashboard.restrictionDetail', { countries: restriction.blockedCountries.length, ips: restriction.ipAllowList.length })
              : t('dashboard.restrictionNone')
          }
          tone={restriction.enabled ? 'warn' : 'neutral'}
          icon={<Ban className="size-4" />}
          to="/settings/regionRestriction"
        />
        <StatCard
          label={t('dashboard.features')}
          value={t('dashboard.featuresValue', { on: flagsOn, total: FEATURES.length })}
          detail={t('dashboard.featuresDetail')}
          tone="neutral"
          icon={<Flag className="size-4" />}
          to="/settings/flags"
        />
        {jobs ? (
          <StatCard
            label={t('nav.jobs')}
            value={troubled > 0 ? t('dashboard.jobsTrouble', { count: troubled }) : t('dashboard.jobsOk')}
            detail={t('dashboard.jobsDetail', { count: jobs.length })}
            tone={troubled > 0 ? 'bad' : jobs.length > 0 ? 'ok' : 'neutral'}
            icon={<Clock4 className="size-4" />}
            to="/jobs"
          />
        ) : (
          <StatCard
            label={t('dashboard.version')}
            value={`v${settings.version}`}
            detail={t('dashboard.versionDetail')}
            tone="neutral"
            icon={<Globe2 className="size-4" />}
          />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title={t('dashboard.statusTitle')} description={t('dashboard.statusText')} />
          <CardBody className="flex flex-col divide-y divide-slate-100 py-0">
            <StatusRow
              icon={<Wrench className="size-4" />}
              title={t('nav.maintenance')}
              badge={
                <Badge tone={maintenance === 'active' ? 'danger' : maintenance === 'scheduled' ? 'warning' : 'neutral'} dot>
                  {t(`maintenance.state.${maintenance}`)}
                </Badge>
              }
              lines={[
                settings.maintenance.startAt
                  ? t('dashboard.windowStart', { time: formatDateTime(settings.maintenance.startAt, tz) })
                  : t('dashboard.windowStartNow'),
                settings.maintenance.endAt ? t('dashboard.windowEnd', { time: formatDateTime(settings.maintenance.endAt, tz) }) : t('dashboard.windowEndOpen'),
                t('dashboard.messages', { languages: Object.keys(settings.maintenance.message).join(', ') || '—' }),
              ]}
              to="/settings/maintenance"
            />
            <StatusRow
              icon={<Ban className="size-4" />}
              title={t('nav.regionRestriction')}
              badge={
                <Badge tone={restriction.enabled ? 'warning' : 'neutral'} dot>
                  {restriction.enabled ? t('dashboard.restrictionOn') : t('dashboard.restrictionOff')}
                </Badge>
              }
              lines={[
                restriction.blockedCountries.length > 0
                  ? t('dashboard.blocked', {
                      list: restriction.blockedCountries.slice(0, 12).join(', ') + (restriction.blockedCountries.length > 12 ? ' …' : ''),
                    })
                  : t('dashboard.blockedNone'),
                t('dashboard.allowList', { count: restriction.ipAllowList.length }),
              ]}
              to="/settings/regionRestriction"
            />
            <StatusRow
              icon={<Image className="size-4" />}
              title={t('dashboard.content')}
              lines={[
                t('dashboard.bannersLine', { on: settings.banners.filter((banner) => banner.enabled).length, total: settings.banners.length }),
                t('dashboard.csLine', { on: settings.customerService.filter((entry) => entry.enabled).length, total: settings.customerService.length }),
                t('dashboard.resourcesLine', { count: settings.resources.length }),
              ]}
              to="/settings/banners"
            />
          </CardBody>
        </Card>

        <MerchantFacts settings={settings} />
      </div>
    </>
  );
}

function StatusRow({ icon, title, badge, lines, to }: { icon: ReactNode; title: string; badge?: ReactNode; lines: string[]; to: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 py-3.5">
      <span aria-hidden className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{title}</p>
          {badge}
        </div>
        <ul className="mt-1 flex flex-col gap-0.5 text-xs text-slate-500">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Link to={to} className="shrink-0 text-xs font-medium text-accent-700 hover:underline">
        {t('dashboard.manage')}
      </Link>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[120px_1fr] gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** The merchant's identity at a glance: name, code, currency, zone, languages and domains. */
function MerchantFacts({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('dashboard.merchantTitle')} />
      <CardBody>
        <dl className="flex flex-col gap-3 text-[13px]">
          <Fact label={t('general.name')} value={settings.branding.siteName || settings.name} />
          <Fact label={t('general.code')} value={<span className="font-mono">{settings.code}</span>} />
          <Fact label={t('general.currency')} value={`${settings.currency} (${settings.currencySymbol})`} />
          <Fact label={t('general.timeZone')} value={settings.timeZone} />
          <Fact label={t('general.defaultLang')} value={findLanguage(settings.general.defaultLang)?.nativeName ?? settings.general.defaultLang} />
          <Fact
            label={t('general.supportLanguages')}
            value={
              <span className="flex flex-wrap gap-1">
                {settings.general.supportLanguages.map((code) => (
                  <Badge key={code}>{code}</Badge>
                ))}
              </span>
            }
          />
          <Fact
            label={t('general.domains')}
            value={
              settings.general.domains.length > 0 ? (
                <span className="flex flex-col font-mono text-xs">
                  {settings.general.domains.slice(0, 5).map((domain) => (
                    <span key={domain}>{domain}</span>
                  ))}
                  {settings.general.domains.length > 5 ? <span className="text-slate-400">+{settings.general.domains.length - 5}</span> : null}
                </span>
              ) : (
                '—'
              )
            }
          />
        </dl>
      </CardBody>
    </Card>
  );
}
