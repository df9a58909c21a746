// Four-eyes tests' helpers: finance operators made through the console (each its own maker or checker), the
// payments settings as the console reads them, and the audit entries of an action.
import type { ApiClient } from '@orbit/contracts/client';
import { createOperatorEndpoint, getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import type { Role } from '@orbit/contracts/permissions';
import type { PaymentsSettings } from '@orbit/contracts/settings';
import { loginOperator, operatorClient, type TestApp } from '../helpers.ts';
import { consoleApi } from './members.ts';

const PASSWORD = 'Kewangan#2026ok';
let made = 0;

/** A new operator of the role, logged in; answers its client and username. */
export async function newOperator(t: TestApp, role: Role, prefix = 'ops'): Promise<{ api: ApiClient; username: string; token: string }> {
  made += 1;
  const username = `${prefix}${made}${Date.now().toString(36).slice(-4)}`;
  await (await consoleApi(t)).call(createOperatorEndpoint, { body: { username, displayName: `${role} ${made}`, role, password: PASSWORD } });
  const { token } = await loginOperator(t, username, PASSWORD);
  return { api: operatorClient(t, token), username, token };
}

export async function paymentsOf(api: ApiClient): Promise<PaymentsSettings> {
  return (await api.call(getSettingsEndpoint)).payments;
}

/** Saves the payments section with a change; answers the reply (with its pendingChange when held). */
export async function savePayments(api: ApiClient, change: (current: PaymentsSettings) => PaymentsSettings) {
  return api.call(updateSettingsEndpoint, { params: { section: 'payments' }, body: change(await paymentsOf(api)) });
}

/** The audit entries of an action, oldest first, as [operator, action]. */
export async function auditOf(api: ApiClient, action: string): Promise<{ operator: string | null; detail: unknown }[]> {
  const page = await api.call(listAuditEndpoint, { query: { page: 1, pageSize: 200, action } });
  return page.items.map((entry) => ({ operator: entry.operatorName, detail: entry.detail })).reverse();
}
