// The finance queues' filters and page, kept in the address so a link or the back button returns to the
// same view. Anything malformed reads as "no filter".
import { DEPOSIT_KINDS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@orbit/contracts/payments';
import { TRANSFER_STATUSES } from '@orbit/contracts/wallet';

export const FINANCE_PAGE_SIZE = 25;
const MAX_QUERY = 64;

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface QueueFilters<S extends string, K extends string = never> {
  /** null: every status. */
  status: S | null;
  kind: K | null;
  q: string;
  page: number;
}

const pick = <T extends string>(values: readonly T[], text: string | null): T | null =>
  (values as readonly string[]).includes(text ?? '') ? (text as T) : null;

/**
 * Reads a queue's filters. A queue opens on the items that need work (`initialStatus`); `status=all` in the
 * address means every status.
 */
export function parseQueueFilters<S extends string, K extends string = never>(
  params: URLSearchParams,
  statuses: readonly S[],
  initialStatus: S | null,
  kinds: readonly K[] = [],
): QueueFilters<S, K> {
  const statusText = params.get('status');
  const status = statusText === 'all' ? null : statusText === null ? initialStatus : pick(statuses, statusText);
  const kind = pick(kinds, params.get('kind'));
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const pageText = params.get('page');
  const page = pageText !== null && /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Math.min(Number(pageText), 10_000) : 1;
  return { status, kind, q, page };
}

/** The address form, leaving out the defaults. */
export function queueFiltersToParams<S extends string, K extends string>(filters: QueueFilters<S, K>, initialStatus: S | null): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== initialStatus) params.set('status', filters.status ?? 'all');
  if (filters.kind !== null) params.set('kind', filters.kind);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The list call's query. */
export function queueQuery<S extends string, K extends string>(filters: QueueFilters<S, K>) {
  return {
    page: filters.page,
    pageSize: FINANCE_PAGE_SIZE,
    status: filters.status ?? undefined,
    kind: filters.kind ?? undefined,
    q: filters.q.trim() || undefined,
  };
}

export function hasQueueFilters<S extends string, K extends string>(filters: QueueFilters<S, K>, initialStatus: S | null): boolean {
  return filters.status !== initialStatus || filters.kind !== null || filters.q.trim() !== '';
}
