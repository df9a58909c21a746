// The member's recent logins, newest first, a page at a time: a table on wide screens, a list on phones.
import type { LoginRecord } from '@orbit/contracts/member-security';
import type { ErrorCode } from '@orbit/contracts/errors';
import { knownErrorCode, errorKey } from '../../../../lib/error-codes.ts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { LOGIN_HISTORY_PAGE_SIZE, useLoginHistory } from '../../api/get-login-history.ts';
import { FormMessage } from '../form-bits.tsx';
import { useMemberCentre } from '../member-centre-context.tsx';
import { SectionCard } from '../section-card.tsx';

const METHODS = ['username', 'sms', 'freeplay', 'remembered', 'google', 'facebook', 'register'] as const;
type Method = (typeof METHODS)[number];

/** The server records why a login failed in its own words; these are the errors the member was shown then. */
const REASON_ERRORS: Record<string, ErrorCode> = {
  'wrong password': 'invalid_credentials',
  'wrong code': 'invalid_verification_code',
  locked: 'account_locked',
};

function reasonError(reason: string | null): ErrorCode | undefined {
  if (!reason) return undefined;
  return knownErrorCode(reason) ?? REASON_ERRORS[reason];
}

function useRecordText() {
  const { t } = useTranslation();
  return {
    method: (method: string) => ((METHODS as readonly string[]).includes(method) ? t(`member.history.method.${method as Method}`) : method),
    reason: (reason: string | null) => {
      const code = reasonError(reason);
      return code ? t(`errors.${code}`) : (reason ?? '');
    },
  };
}

function Outcome({ record }: { record: LoginRecord }) {
  const { t } = useTranslation();
  const text = useRecordText();
  return (
    <span
      className={clsx('inline-flex items-center gap-1.5 font-medium', record.success ? 'text-success' : 'text-danger')}
      title={record.success ? undefined : text.reason(record.reason)}
    >
      <span className={clsx('size-1.5 rounded-full', record.success ? 'bg-success' : 'bg-danger')} aria-hidden />
      {record.success ? t('member.history.success') : t('member.history.failure')}
    </span>
  );
}

export function LoginHistoryCard() {
  const { t } = useTranslation();
  const { timeZone } = useMemberCentre();
  const text = useRecordText();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (history.data?.pageSize ?? LOGIN_HISTORY_PAGE_SIZE)));
  const items = history.data?.items ?? [];

  return (
    <SectionCard id="login-history" icon={History} title={t('member.history.title')} status={t('member.history.subtitle', { zone: timeZone })}>
      {history.isPending ? (
        <Spinner label={t('app.loading')} className="text-accent" />
      ) : history.isError ? (
        <FormMessage kind="error">{t(errorKey(history.error))}</FormMessage>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-text-muted">{t('member.history.empty')}</p>
      ) : (
        <>
          <div className={clsx('overflow-x-auto transition-opacity max-sm:hidden', history.isPlaceholderData && 'opacity-60')}>
            <table className="w-full text-start text-sm">
              <thead className="text-xs text-text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('member.history.time')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('member.history.ip')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('member.history.device')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('member.history.method.label')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('member.history.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((record, index) => (
                  <tr key={`${record.at}-${index}`} className="border-b border-border/60 last:border-0">
                    <td className="py-2.5 pe-3 font-mono text-xs whitespace-nowrap tabular-nums">{formatDateTime(record.at, timeZone)}</td>
                    <td className="py-2.5 pe-3 font-mono text-xs">{record.ip ?? '—'}</td>
                    <td className="max-w-[12rem] truncate py-2.5 pe-3 text-text-muted" title={record.device ?? undefined}>
                      {record.device ?? '—'}
                    </td>
                    <td className="py-2.5 pe-3">{text.method(record.method)}</td>
                    <td className="py-2.5">
                      <Outcome record={record} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={clsx('divide-y divide-border/60 sm:hidden', history.isPlaceholderData && 'opacity-60')}>
            {items.map((record, index) => (
              <li key={`${record.at}-${index}`} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <div className="font-mono text-xs tabular-nums">{formatDateTime(record.at, timeZone)}</div>
                  <div className="truncate text-xs text-text-muted">{[record.ip, text.method(record.method), record.device].filter(Boolean).join(' · ')}</div>
                  {/* A phone has no hover to show the outcome's title: why it failed gets a line of its own. */}
                  {!record.success && record.reason ? <div className="text-xs text-danger">{text.reason(record.reason)}</div> : null}
                </div>
                <Outcome record={record} />
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-2 text-sm">
            <span className="text-text-muted">{t('member.history.page', { page, pages })}</span>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPage((p) => p - 1)}
                disabled={page <= 1 || history.isFetching}
                aria-label={t('member.history.previous')}
              >
                <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPage((p) => p + 1)}
                disabled={page >= pages || history.isFetching}
                aria-label={t('member.history.next')}
              >
                <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
              </Button>
            </div>
          </div>
        </>
      )}
    </SectionCard>
  );
}
