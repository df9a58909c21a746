// What the blackjack table shows (docs/house-games.md): a hand with its seed pair (the server seed once
// revealed), the player's last hands, the hand left in play, the balance to show beside a hand, and the
// session the table opens with. Split from blackjack.service.ts, which deals and plays the hands.
import { and, desc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { BlackjackSession } from '@orbit/contracts/house-blackjack';
import { houseRounds, houseSeeds } from '../../../db/schema/house.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show, type RoundRow } from '../round-book.ts';
import { livePair, type SeedOwner } from '../seeds.ts';
import type { HandDeps } from './hand-play.ts';
import { handView, recordOf } from './hand-record.ts';
import { BLACKJACK_GAME, BLACKJACK_VENDOR, type createTableSettings } from './table-settings.ts';

const RECALL = 10;

export const ownerOf = (merchant: ResolvedMerchant, player: string): SeedOwner => ({ merchantId: merchant.id, player, gameCode: BLACKJACK_GAME });

export function createTableReads(deps: Pick<HandDeps, 'database' | 'clock' | 'book'>, settings: ReturnType<typeof createTableSettings>) {
  const { db } = deps.database;
  const { book } = deps;

  async function view(merchant: ResolvedMerchant, row: RoundRow) {
    const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, row.seedId));
    return handView(merchant, row, { commitment: seed!.commitment, clientSeed: seed!.clientSeed, serverSeed: seed!.revealedAt ? seed!.serverSeed : null });
  }

  async function recall(merchant: ResolvedMerchant, owner: SeedOwner) {
    const rows = await db
      .select({ round: houseRounds, seed: houseSeeds })
      .from(houseRounds)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
      .where(and(eq(houseRounds.merchantId, owner.merchantId), eq(houseRounds.player, owner.player), eq(houseRounds.gameCode, BLACKJACK_GAME)))
      .orderBy(desc(houseRounds.id))
      .limit(RECALL);
    return rows.map(({ round, seed }) =>
      handView(merchant, round, { commitment: seed.commitment, clientSeed: seed.clientSeed, serverSeed: seed.revealedAt ? seed.serverSeed : null }),
    );
  }

  async function handInPlay(owner: SeedOwner): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.merchantId, owner.merchantId),
          eq(houseRounds.player, owner.player),
          eq(houseRounds.gameCode, BLACKJACK_GAME),
          eq(houseRounds.status, 'playing'),
        ),
      )
      .limit(1);
    return row;
  }

  /** The balance to show: the wallet's last word (minus nothing: stakes were debited), or play money less the stakes in play. */
  async function balanceOf(merchant: ResolvedMerchant, row: RoundRow, fallback: string): Promise<string> {
    if (!row.real) {
      const money = await book.playMoney(row);
      return show(merchant, row.status === 'playing' ? money - row.stake : money);
    }
    if (row.balanceAfter !== null) return show(merchant, row.balanceAfter);
    const last = recordOf(row).walletBalance;
    return last !== null ? show(merchant, last) : fallback;
  }

  async function answer(merchant: ResolvedMerchant, row: RoundRow, fallback: string) {
    if (row.status === 'refused') throw new ApiError(row.errorCode === 'insufficient_funds' ? 'insufficient_funds' : 'invalid_state', 'This deal was refused');
    if (row.status === 'refunded') throw new ApiError('invalid_state', 'This deal was refunded; please deal again');
    return { round: await view(merchant, row), balance: await balanceOf(merchant, row, fallback) };
  }

  /** The table opens: player, balance, table, live commitment, a hand left in play, last hands. */
  async function session(merchant: ResolvedMerchant, input: { token: string }): Promise<BlackjackSession> {
    const player = await book.authenticate(merchant, BLACKJACK_VENDOR, input.token);
    const owner = ownerOf(merchant, player.player);
    const seed = await livePair(db, owner, deps.clock.now());
    const current = await handInPlay(owner);
    const balance = player.real ? player.balance : show(merchant, (await book.playMoney(owner)) - (current?.stake ?? 0n));
    return {
      player: player.player,
      real: player.real,
      currency: player.currency,
      balance,
      game: await settings.gameView(merchant),
      seeds: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: seed.nonce, serverSeed: null },
      current: current ? await view(merchant, current) : null,
      recall: await recall(merchant, owner),
    };
  }

  return { view, recall, handInPlay, answer, session };
}
