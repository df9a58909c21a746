// The demo seed's play (seed/demo-play.ts): demo02's spins land on the merchant's previous day as real
// rounds, ledger movements and turnover that agree with each other; a second start changes nothing; and the
// server's first run of the rebate job accrues demo02's cashback for that day, ready to claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { zonedDay } from '@orbit/contracts/format';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import { houseRounds } from '../src/db/schema/house.ts';
import { playerTokens, seamlessTransactions } from '../src/db/schema/seamless.ts';
import { memberTurnover } from '../src/db/schema/turnover.ts';
import { ledgerTransactions } from '../src/db/schema/wallet.ts';
import { manualClock } from '../src/lib/clock.ts';
import { memberAccount } from '../src/modules/wallet/addresses.ts';
import { DEMO_PLAY, DEMO_PLAYER, previousDayNoon, seedDemoPlay } from '../src/seed/demo-play.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { createTestDatabase } from './helpers.ts';

const ZONE = 'Asia/Kuala_Lumpur';
const config = loadConfig(
  {},
  {
    WEB_DIST: '',
    CONSOLE_DIST: '',
    SETTINGS_CACHE_MS: '0',
    HOUSE_LIVE_TICK_MS: '0',
    LOTTERY_TICK_MS: '0',
    SPORTSBOOK_WATCH_TICK_MS: '0',
    PASSWORD_HASH_COST: 'test',
  },
);
const cents = (amount: string) => BigInt(amount.replace('.', ''));

let database: Database;
let drop: () => Promise<void>;
let memberId: number;
const now = new Date();
const yesterday = zonedDay(previousDayNoon(now, ZONE), ZONE);

/** What a second start must leave as it found it. */
async function counts() {
  const db = database.db;
  const [rounds] = await db.select({ n: count() }).from(houseRounds);
  const [moves] = await db.select({ n: count() }).from(ledgerTransactions);
  const [tokens] = await db.select({ n: count() }).from(playerTokens);
  const [people] = await db.select({ n: count() }).from(members);
  const turnover = await db.select().from(memberTurnover);
  return { rounds: rounds!.n, moves: moves!.n, tokens: tokens!.n, people: people!.n, turnover };
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seeded: true }));
  expect(await seedDemoPlay(database, config, now)).toEqual({ played: true });
  const [row] = await database.db.select().from(members).where(eq(members.usernameKey, DEMO_PLAYER.username));
  memberId = row!.id;
});
afterAll(() => drop());

describe('demo02 on the previous day', () => {
  it('played its spins at yesterday noon, Kuala Lumpur time, each settled with a bet and a win in the seamless wallet', async () => {
    expect(previousDayNoon(new Date('2026-11-28T01:00:00Z'), ZONE).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(previousDayNoon(new Date('2026-11-27T17:00:00Z'), ZONE).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    const rounds = await database.db.select().from(houseRounds).where(eq(houseRounds.player, DEMO_PLAYER.username));
    expect(rounds).toHaveLength(DEMO_PLAY.spins);
    for (const round of rounds) {
      expect(round).toMatchObject({ status: 'settled', real: true, stake: cents(DEMO_PLAY.stake), gameCode: DEMO_PLAY.gameCode });
      expect(zonedDay(round.createdAt, ZONE)).toBe(yesterday);
      const moves = await database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.roundId, round.roundId));
      expect(moves.map((m) => m.kind).sort()).toEqual(['credit', 'debit']);
    }
  });

  it('counts RM 250.00 of slots turnover on yesterday, and the wallet holds the opening balance less the stakes plus the wins', async () => {
    const turnover = await database.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId));
    expect(turnover).toHaveLength(1);
    expect(turnover[0]).toMatchObject({ day: yesterday, category: 'rng', turnover: 25_000n, bets: DEMO_PLAY.spins });
    const rounds = await database.db.select().from(houseRounds).where(eq(houseRounds.player, DEMO_PLAYER.username));
    const wins = rounds.reduce((sum, round) => sum + round.win, 0n);
    const [balance] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'adjustment')));
    expect(balance).toBeDefined();
    const app = await buildApp({ config, database, clock: manualClock(now), logger: false });
    try {
      const main = await app.services.wallet.balanceOf(database.db, balance!.merchantId, memberAccount.main(memberId), 'MYR');
      expect(main).toBe(cents(DEMO_PLAY.openingBalance) - 25_000n + wins);
    } finally {
      await app.app.close();
    }
  });

  it('a second start changes nothing', async () => {
    const before = await counts();
    expect(await seedDemoPlay(database, config, new Date(now.getTime() + 24 * 60 * 60 * 1000))).toEqual({ played: false });
    expect(await counts()).toEqual(before);
  });

  it("the server's first tick of the rebate job accrues RM 2.00 of cashback for yesterday, waiting for demo02 to claim it", async () => {
    const built = await buildApp({ config, database, clock: manualClock(now), logger: false });
    try {
      await built.jobs.tick();
      const merchant = await built.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });
      const view = await built.services.rebateClaims.view(merchant, memberId);
      expect(view).toMatchObject({ claimEnabled: true, claimableTotal: '2.00', claimable: [{ category: 'rng', amount: '2.00' }] });
      expect(view.history).toEqual([
        expect.objectContaining({
          periodStart: yesterday,
          periodEnd: yesterday,
          category: 'rng',
          turnover: '250.00',
          rate: '0.8',
          amount: '2.00',
          state: 'accrued',
        }),
      ]);
    } finally {
      await built.app.close();
    }
  });
});
