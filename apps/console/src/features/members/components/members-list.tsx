import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { MemberRow } from '@orbit/contracts/console-members';
import { formatDateTime } from '@orbit/contracts/format';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { MemberStatusBadge, MemberTypeBadge } from './member-badges.tsx';

const Dash = () => <span className="text-slate-400">—</span>;

/** Members as a table on wide screens and as cards on narrow ones; each opens the member's page. */
export function MembersList({ members, timeZone }: { members: MemberRow[]; timeZone: string }) {
  const { t } = useTranslation();
  // The member's page links back to this same search and page.
  const state = { listSearch: useLocation().search };
  return (
    <>
      <div className="hidden md:block">
        <Table label={t('nav.members')}>
          <THead>
            <tr>
              <TH>{t('members.username')}</TH>
              <TH>{t('members.type')}</TH>
              <TH>{t('members.statusLabel')}</TH>
              <TH>{t('members.upline')}</TH>
              <TH>{t('members.affiliateCode')}</TH>
              <TH>{t('members.lastLogin')}</TH>
              <TH>{t('members.createdAt')}</TH>
            </tr>
          </THead>
          <tbody>
            {members.map((member) => (
              <TR key={member.id}>
                <TD>
                  <Link
                    to={`/members/${member.id}`}
                    state={state}
                    className="group block min-w-0 rounded focus-visible:ring-2 focus-visible:ring-accent-500/40 focus-visible:outline-none"
                  >
                    <p className="font-mono font-medium text-slate-900 group-hover:text-accent-700 group-hover:underline">{member.username}</p>
                    <p className="max-w-48 truncate text-xs text-slate-500">{member.nickname || t('members.noNickname')}</p>
                  </Link>
                </TD>
                <TD>
                  <MemberTypeBadge type={member.type} />
                </TD>
                <TD>
                  <MemberStatusBadge status={member.status} />
                </TD>
                <TD className="font-mono text-xs text-slate-600">{member.upline ?? <Dash />}</TD>
                <TD className="font-mono text-xs text-slate-600">{member.affiliateCode ?? <Dash />}</TD>
                <TD className="whitespace-nowrap text-slate-600 tabular">
                  {member.lastLoginAt ? (
                    <>
                      {formatDateTime(member.lastLoginAt, timeZone)}
                      {member.lastLoginIp ? <p className="font-mono text-[11px] text-slate-400">{member.lastLoginIp}</p> : null}
                    </>
                  ) : (
                    <span className="text-slate-400">{t('members.never')}</span>
                  )}
                </TD>
                <TD className="whitespace-nowrap text-slate-600 tabular">{formatDateTime(member.createdAt, timeZone)}</TD>
              </TR>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('nav.members')}>
        {members.map((member) => (
          <li key={member.id}>
            <Link to={`/members/${member.id}`} state={state} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-mono font-medium text-slate-900">{member.username}</span>
                  <MemberTypeBadge type={member.type} />
                  {member.status === 'locked' ? <MemberStatusBadge status={member.status} /> : null}
                </div>
                <p className="mt-0.5 truncate text-xs text-slate-500">
                  {member.nickname || t('members.noNickname')}
                  {member.upline ? ` · ${t('members.uplineShort', { upline: member.upline })}` : ''}
                  {member.affiliateCode ? ` · ${member.affiliateCode}` : ''}
                </p>
                <p className="mt-0.5 text-[11px] text-slate-400 tabular">
                  {member.lastLoginAt ? t('members.lastLoginAt', { time: formatDateTime(member.lastLoginAt, timeZone) }) : t('members.neverLoggedIn')}
                </p>
              </div>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
