// A seamless player with bonus grants, for the bonus tests (docs/wallet.md, Bonus money).
import { eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { bonusGrants } from '../../src/db/schema/bonuses.ts';
import { injectTransport, type HttpTransport } from '../../src/lib/http-transport.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import type { GrantInput } from '../../src/modules/bonuses/grants.ts';
import { createSeamlessClient, type SeamlessTarget } from '../../src/vendors/house/seamless-client.ts';
import type { TestApp } from '../helpers.ts';
import { merchantOf, moneyMember, type MoneyMember } from './payments.ts';
import { vendorSecret } from './seamless.ts';

export const SLOT = 'house-fruit-lines';
let seq = 0;
export const nextId = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

/** The vendor's calls go through app.inject, or over real HTTP when given (the PostgreSQL races). */
export async function bonusKit(t: TestApp, http?: { transport: HttpTransport; baseUrl: string }) {
  const vendor = createSeamlessClient({ transport: http?.transport ?? injectTransport(t.app), baseUrl: http?.baseUrl ?? 'http://localhost', clock: t.clock });
  const target: SeamlessTarget = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  const slotId = games.find((game) => game.gameCode === SLOT)!.gameId;

  async function player(funds: bigint) {
    const member = await moneyMember(t, { funds: funds > 0n ? funds : undefined });
    const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotId, accountType: 1 } });
    if (launched.mode !== 'house') throw new Error('expected a house launch');
    return { ...member, token: launched.token };
  }

  async function grant(member: MoneyMember, amount: bigint, wagering: Partial<GrantInput['wagering']> = {}, sourceId = nextId('promo')) {
    const merchant = await merchantOf(t, member);
    return t.database.db.transaction((tx) =>
      t.services.bonuses.grant(tx, {
        merchant,
        memberId: member.id,
        amount,
        wagering: { multiple: 1, base: 'bonus', expiresInHours: 24, ...wagering },
        source: { kind: 'promotion', id: sourceId },
        title: { EN: 'Welcome bonus', MS: 'Bonus alu-aluan', CN: '欢迎红利' },
      }),
    );
  }

  const bet = (p: { username: string; token: string }, amount: string, roundId = nextId('round'), transactionId = nextId('bet')) =>
    vendor.call(target, 'debit', { token: p.token, player: p.username, transactionId, roundId, gameCode: SLOT, amount });
  const win = (p: { username: string }, amount: string, roundId: string) =>
    vendor.call(target, 'credit', { player: p.username, transactionId: nextId('win'), roundId, gameCode: SLOT, amount });
  const rollback = (p: { username: string }, debitTransactionId: string, roundId: string) =>
    vendor.call(target, 'rollback', { player: p.username, transactionId: nextId('rb'), debitTransactionId, roundId, gameCode: SLOT });

  async function balances(member: Pick<MoneyMember, 'id' | 'merchantId'>, grantId?: number) {
    const of = (address: string) => t.services.wallet.balanceOf(t.database.db, member.merchantId, address, 'MYR');
    return { main: await of(memberAccount.main(member.id)), bonus: grantId === undefined ? 0n : await of(memberAccount.bonusGrant(member.id, grantId)) };
  }

  async function grantRow(id: number) {
    const [row] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
    return row!;
  }

  return { vendor, target, player, grant, bet, win, rollback, balances, grantRow };
}
