// /join: the agent programme (docs/support.md, "Join us") — what an agent gets, how it earns at this merchant
// (the contract kinds its switches offer), how applying works, the application form, and a check of an
// application's decision by its reference.
import { BadgeCheck, Handshake, type LucideIcon, Megaphone, QrCode, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { ApplicationForm, ApplicationCheck } from '../../features/support/components/application-form.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

const BENEFITS: ['commission' | 'tools' | 'centre' | 'support', LucideIcon][] = [
  ['commission', Handshake],
  ['tools', QrCode],
  ['centre', Users],
  ['support', Megaphone],
];
const CONTRACT_FLAGS = ['contractDividend', 'salaryDaily', 'salaryHourly', 'salaryRealtime'] as const;

export function JoinPage() {
  const { t } = useTranslation();
  const { branding, flags } = useWhitelabel();
  const title = t('support.join.title');
  usePageTitle(title);
  const contracts = CONTRACT_FLAGS.filter((flag) => flags[flag]);
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={Handshake} title={title} description={t('support.join.lead', { siteName: branding.siteName })} />
      <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
        <div className="space-y-6">
          <section aria-labelledby="join-benefits" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <h2 id="join-benefits" className="mb-4 text-lg font-semibold">
              {t('support.join.benefitsTitle')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {BENEFITS.map(([key, Icon]) => (
                <li key={key} className="flex items-start gap-3 text-sm">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span className="pt-2">{t(`support.join.benefits.${key}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="join-commission" className="rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="join-commission">
            <h2 id="join-commission" className="mb-3 text-lg font-semibold">
              {t('support.join.commissionTitle')}
            </h2>
            <ul className="space-y-2 text-sm">
              {contracts.map((flag) => (
                <li key={flag} className="flex items-start gap-2">
                  <BadgeCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                  {t(`support.join.contracts.${flag}`)}
                </li>
              ))}
              <li className="flex items-start gap-2">
                <BadgeCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                {t('support.join.rebates')}
              </li>
            </ul>
          </section>
          <section aria-labelledby="join-steps" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <h2 id="join-steps" className="mb-3 text-lg font-semibold">
              {t('support.join.stepsTitle')}
            </h2>
            <ol className="grid gap-3 sm:grid-cols-3">
              {(['apply', 'review', 'start'] as const).map((step, index) => (
                <li key={step} className="rounded-xl bg-background/50 p-4 text-sm">
                  <span className="mb-2 flex size-7 items-center justify-center rounded-full bg-accent font-bold text-accent-text">{index + 1}</span>
                  {t(`support.join.steps.${step}`)}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="space-y-6">
          <ApplicationForm />
          <ApplicationCheck />
        </div>
      </div>
    </div>
  );
}
