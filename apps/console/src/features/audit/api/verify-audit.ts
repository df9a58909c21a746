import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyAuditEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { auditKeys } from './query-keys.ts';

/** Recomputes the hash chain on the server; the check itself may be audited, so the list is refreshed. */
export function verifyAudit() {
  return api.call(verifyAuditEndpoint);
}

export function useVerifyAudit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyAudit, onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.lists() }) });
}
