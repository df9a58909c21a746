// The console's redeem-code calls (docs/promotions.md, Redeem codes): make a batch, list batches, read a batch's
// codes for the CSV download.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@orbit/contracts/endpoint';
import { createRedeemBatchEndpoint, redeemBatchCodesEndpoint, redeemBatchesEndpoint, type RedeemBatch } from '@orbit/contracts/redeem-codes';
import { api } from '../../lib/api.ts';

export function useRedeemBatches() {
  return useQuery({ queryKey: ['redeem-batches'], queryFn: () => api.call(redeemBatchesEndpoint, { query: {} }) });
}

export function useCreateRedeemBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof createRedeemBatchEndpoint>) => api.call(createRedeemBatchEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['redeem-batches'] }),
  });
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The batch's codes as a CSV file the browser saves. */
export async function downloadBatch(batch: RedeemBatch): Promise<void> {
  const { codes } = await api.call(redeemBatchCodesEndpoint, { params: { id: batch.id } });
  const lines = [
    ['code', 'uses', 'max_uses', 'expires_at', 'promotion'].join(','),
    ...codes.map((code) => [code.code, String(code.uses), String(code.maxUses), batch.expiresAt, batch.promotionTitle].map(cell).join(',')),
  ];
  const url = URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `redeem-codes-${batch.promotionId}-${batch.id}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
