import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { auditKeys, type AuditListParams } from './query-keys.ts';

export function listAudit(params: AuditListParams) {
  return api.call(listAuditEndpoint, { query: { page: params.page, pageSize: params.pageSize, action: params.action || undefined } });
}

export function auditQueryOptions(params: AuditListParams) {
  return queryOptions({ queryKey: auditKeys.list(params), queryFn: () => listAudit(params), placeholderData: keepPreviousData });
}

export function useAuditLog(params: AuditListParams) {
  return useQuery(auditQueryOptions(params));
}
