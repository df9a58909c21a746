// The seamless wallet's routes for the wallet module (wallet.module.ts): the calls game vendors make to our
// wallet, and the console's pages about them.
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ConfigChanges } from '../../../lib/config-changes.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { RouteWiring } from '../../../plugins/module.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { MembersService } from '../../members/members.service.ts';
import type { WalletService } from '../wallet.service.ts';
import type { BonusPortSlot } from './bonus-port.ts';
import { createBetRecords, registerBetRecordRoutes } from './bet-records.ts';
import { createExposureReport, registerExposureRoutes } from './console-exposure.ts';
import { createHeldCredits, registerHeldCreditRoutes } from './console-held-credits.ts';
import { createConsoleRounds, registerConsoleRoundRoutes } from './console-rounds.ts';
import { createVendorWallets, registerVendorWalletRoutes } from './console-vendor-wallets.ts';
import { createCreditCapChanges } from './credit-cap-changes.ts';
import { findSeamlessVendor } from './credentials.ts';
import { createGgrReport, registerGgrRoutes } from './ggr.ts';
import type { PlayerTokens } from './player-tokens.ts';
import { registerSeamlessRoutes } from './seamless.routes.ts';
import { createSeamlessWallet } from './seamless.service.ts';
import type { VendorSecrets } from './vendor-secrets.ts';

export interface SeamlessDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  members: MembersService;
  ledger: WalletService;
  playerTokens: PlayerTokens;
  secrets: VendorSecrets;
  bonuses: BonusPortSlot;
  changes?: ConfigChanges;
}

/** The vendors' calls to our wallet. */
export async function registerSeamlessRoutesOf(wiring: RouteWiring, deps: SeamlessDeps) {
  const { database, clock, ledger, playerTokens, members, secrets, bonuses } = deps;
  await registerSeamlessRoutes(wiring.app, {
    wallet: createSeamlessWallet({ database, clock, ledger, playerTokens, members: members.directory, bonuses }),
    findVendor: (merchantId, code) => findSeamlessVendor(database, secrets, merchantId, code),
    clock,
    resolveMerchant: wiring.resolveMerchant,
  });
}

/** The console's bet records, GGR, vendor wallets, held credits, rounds explorer and players' exposure. */
export function registerSeamlessConsoleRoutes(kit: RouteKit, deps: SeamlessDeps) {
  const { database, clock, audit } = deps;
  registerBetRecordRoutes(kit, { records: createBetRecords({ database, clock }) });
  registerGgrRoutes(kit, { ggr: createGgrReport({ database, clock }) });
  // A vendor's credit cap changes only when a second operator confirms (docs/wallet.md, four-eyes).
  const capChanges = createCreditCapChanges({ database, clock, audit });
  registerVendorWalletRoutes(kit, {
    wallets: createVendorWallets({ database, clock, audit, secrets: deps.secrets, capChanges, changes: deps.changes }),
    capChanges,
  });
  registerHeldCreditRoutes(kit, { heldCredits: createHeldCredits({ database, clock, audit, ledger: deps.ledger }) });
  registerConsoleRoundRoutes(kit, { rounds: createConsoleRounds({ database, clock }) });
  registerExposureRoutes(kit, { exposure: createExposureReport({ database, clock }) });
}
