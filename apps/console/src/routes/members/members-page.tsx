import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MASKED_SECRET } from '@orbit/contracts/settings';
import { UserPlus, Users } from 'lucide-react';
import { MEMBER_STATUSES } from '@orbit/contracts/console-members';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMembers } from '../../features/members/api/list-members.ts';
import { CreateAccountDialog } from '../../features/members/components/create-account-dialog.tsx';
import { MembersList } from '../../features/members/components/members-list.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { settingsQueryOptions } from '../../features/settings/api/get-settings.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import {
  hasMemberFilters,
  memberFiltersToParams,
  memberListQuery,
  MEMBERS_PAGE_SIZE,
  parseMemberFilters,
  type MemberFilters,
} from '../../lib/member-filters.ts';
import { FILTER_TYPES, memberTypeLabelKey } from '../../lib/member-types.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

export function MembersPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('members.write');
  const canSettings = useCan('settings.read');
  // Only for telling the operator the password a new account signs in with.
  // Only a role that may change the default password reads it; the others get the mask and a plain notice.
  const defaultPassword = useQuery({
    ...settingsQueryOptions(),
    enabled: canSettings && canWrite,
    select: (value) => (value.accounts.defaultPassword === MASKED_SECRET ? null : value.accounts.defaultPassword),
  });
  const [params, setParams] = useSearchParams();
  const filters = parseMemberFilters(params);
  const [draft, setDraft] = useState(filters.q);
  const typed = useDebouncedValue(draft);
  const [creating, setCreating] = useState(false);

  const update = (change: Partial<MemberFilters>) => setParams(memberFiltersToParams({ ...filters, page: 1, ...change }), { replace: true });

  // The search follows typing once it settles, back on the first page.
  useEffect(() => {
    if (typed.trim() !== filters.q) update({ q: typed });
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps

  const members = useMembers(memberListQuery(filters));
  const filtered = hasMemberFilters(filters);

  return (
    <div>
      <PageHeader
        title={t('nav.members')}
        description={t('members.description', { zone: timeZone })}
        meta={members.data ? <span className="text-xs text-slate-500">{t('members.count', { count: members.data.total })}</span> : null}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<UserPlus className="size-4" />} onClick={() => setCreating(true)}>
              {t('createAccount.title')}
            </Button>
          ) : null
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
          <SearchInput
            value={draft}
            onChange={setDraft}
            label={t('members.search')}
            clearLabel={t('members.clearSearch')}
            placeholder={t('members.searchPlaceholder')}
            maxLength={64}
            className="w-full sm:w-80"
          />
          <div className="min-w-36 flex-1 sm:w-44 sm:flex-none">
            <Select
              compact
              aria-label={t('members.type')}
              value={filters.type === null ? '' : String(filters.type)}
              onChange={(event) => update({ type: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">{t('members.allTypes')}</option>
              {FILTER_TYPES.map((type) => (
                <option key={type} value={String(type)}>
                  {t(memberTypeLabelKey(type))}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-32 flex-1 sm:w-36 sm:flex-none">
            <Select
              compact
              aria-label={t('members.statusLabel')}
              value={filters.status ?? ''}
              onChange={(event) => update({ status: event.target.value === '' ? null : (event.target.value as MemberFilters['status']) })}
            >
              <option value="">{t('members.allStatuses')}</option>
              {MEMBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`members.status.${status}`)}
                </option>
              ))}
            </Select>
          </div>
          {members.isFetching && !members.isPending ? <Spinner className="size-4 text-slate-400" label={t('common.loading')} /> : null}
          {filtered ? (
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto"
              onClick={() => {
                setDraft('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {t('members.clearFilters')}
            </Button>
          ) : null}
        </div>
        {members.isPending || members.isError ? (
          <QueryFallback query={members} loadFailed={t('members.loadFailed')} rows={5} rowClassName="h-10" />
        ) : members.data.items.length === 0 ? (
          <EmptyState
            icon={<Users className="size-5" />}
            title={filtered ? t('members.noMatchTitle') : t('members.emptyTitle')}
            description={filtered ? t('members.noMatchText') : canWrite ? t('members.emptyTextWrite') : t('members.emptyText')}
          />
        ) : (
          <>
            <MembersList members={members.data.items} timeZone={timeZone} />
            <Pager page={filters.page} pageSize={MEMBERS_PAGE_SIZE} total={members.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
      {canWrite ? <CreateAccountDialog open={creating} onOpenChange={setCreating} defaultPassword={defaultPassword.data ?? null} /> : null}
    </div>
  );
}
