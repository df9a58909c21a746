// The console's status: what every console page shows a banner for, whoever is logged in. Today that is the
// built-in sandbox gateway while it takes payments, since its Pay button credits a deposit with no money
// behind it (docs/decisions/0012-payment-gateway-and-webhooks.md).
import type { ConsoleWarning } from '@orbit/contracts/console';
import { sandboxGatewayOn } from '../site/merchant-settings.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

/** The merchant's console status on this deployment (production: NODE_ENV=production). */
export function consoleStatus(merchant: Pick<ResolvedMerchant, 'settings'>, production: boolean): { production: boolean; warnings: ConsoleWarning[] } {
  const warnings: ConsoleWarning[] = [];
  if (sandboxGatewayOn(merchant, production)) warnings.push('sandbox_gateway_on');
  return { production, warnings };
}
