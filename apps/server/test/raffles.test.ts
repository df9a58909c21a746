// Raffles (docs/promotions.md, Raffles): the editor's raffle terms and their refusals (nothing written), entries
// from deposits (once per deposit, one per unit, capped), the seed committed before and revealed after the draw,
// winners recomputable from the published list, one prize per member, the prize claimed once in the reward
// centre as cash (no wagering) or as a bonus grant, and the reward centre's free credit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { zonedDay } from '@orbit/contracts/format';
import type { ApiClient } from '@orbit/contracts/client';
import { consolePromotionsEndpoint, createPromotionEndpoint, updatePromotionEndpoint } from '@orbit/contracts/console-promotions';
import { claimPromotionEndpoint, promotionDetailEndpoint } from '@orbit/contracts/promotions';
import { consoleRaffleEndpoint, drawRaffleEndpoint, myRaffleEndpoint, raffleResultEndpoint } from '@orbit/contracts/raffles';
import { claimRewardEndpoint, myRewardsEndpoint } from '@orbit/contracts/rewards';
import { seedMatchesCommitment } from '@orbit/games/fair/commitment';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { drawRaffle, entryListDigest } from '@orbit/games/raffle';
import { rowsOf } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, mainOf, relogin, type Depositor } from './support/deposits.ts';
import { consoleApi, failure } from './support/members.ts';
import { promotionInput, publishedPromotion } from './support/promotions.ts';
import { depositEntry, localTime, publishedRaffle, raffleTerms, runDrawJob } from './support/raffles.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const count = async (table: string) => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;
const claimPrize = (member: Depositor, id: number, requestId = `prize-${Math.random().toString(36).slice(2, 12)}`) =>
  member.api.call(claimRewardEndpoint, { body: { source: 'promotion', id: `raffle:${id}`, requestId } });

describe('the editor', () => {
  it('refuses a raffle without terms, a past draw, a budget below the prizes and bad amounts, writing nothing', async () => {
    const before = [await count('promotions'), await count('promotion_raffles')];
    const make = (overrides: Parameters<typeof promotionInput>[0]) => failure(cms.call(createPromotionEndpoint, { body: promotionInput(overrides) }));
    expect(await make({ kind: 'raffle' })).toMatchObject({ errorCode: 'validation_failed', field: 'raffle' });
    expect(await make({ kind: 'free_credit', raffle: raffleTerms(t) })).toMatchObject({ errorCode: 'validation_failed', field: 'raffle' });
    expect(await make({ kind: 'raffle', raffle: raffleTerms(t, { drawAt: localTime(t, -1) }) })).toMatchObject({
      errorCode: 'validation_failed',
      field: 'raffle.drawAt',
    });
    expect(await make({ kind: 'raffle', raffle: raffleTerms(t, { drawAt: '2026-13-45 25:00' }) })).toMatchObject({ errorCode: 'validation_failed' });
    expect(await make({ kind: 'raffle', budget: '1000.00', raffle: raffleTerms(t) })).toMatchObject({ errorCode: 'validation_failed', field: 'budget' });
    expect(await make({ kind: 'raffle', raffle: raffleTerms(t, { entryUnit: '0.001' }) })).toMatchObject({
      errorCode: 'amount_invalid',
      field: 'raffle.entryUnit',
    });
    expect(await make({ kind: 'raffle', raffle: raffleTerms(t, { prizes: [{ amount: '10.00', count: 101 }] }) })).toMatchObject({
      errorCode: 'validation_failed',
    });
    expect(await make({ kind: 'raffle', endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), raffle: raffleTerms(t) })).toMatchObject({
      errorCode: 'validation_failed',
      field: 'raffle.drawAt',
    });
    expect([await count('promotions'), await count('promotion_raffles')]).toEqual(before);
  });

  it('keeps the draw time as the merchant’s wall clock and shows it back the same; a raffle stays a raffle', async () => {
    const terms = raffleTerms(t, { drawAt: localTime(t, 3, '21:30') });
    const { id, drawsAt } = await publishedRaffle(t, cms, terms);
    const row = (await cms.call(consolePromotionsEndpoint, { query: {} })).items.find((p) => p.id === id)!;
    expect(row.raffle).toMatchObject({ drawAt: terms.drawAt, entryBasis: 'deposit', entryUnit: '50.00', maxEntries: 10, state: 'open' });
    // 21:30 in Kuala Lumpur is 13:30 UTC.
    expect(row.raffle!.drawsAt).toBe(drawsAt.toISOString());
    expect(drawsAt.getUTCHours()).toBe(13);
    const input = promotionInput({ kind: 'free_credit' });
    expect(await failure(cms.call(updatePromotionEndpoint, { params: { id }, body: input }))).toMatchObject({ errorCode: 'invalid_state', field: 'kind' });
  });
});

describe('a raffle', () => {
  it('counts one entry per unit deposited, once per deposit, up to the cap; draws once with a seed anyone can check', async () => {
    const { id, drawsAt } = await publishedRaffle(t, cms);
    let [a, b, c] = [await depositor(t), await depositor(t), await depositor(t)];
    const deposit = await depositEntry(t, a, 25_000n); // RM 250: 5 entries
    await depositEntry(t, a, 25_000n, deposit); // the same deposit again: nothing more
    await depositEntry(t, b, 3_000n);
    await depositEntry(t, b, 3_000n); // RM 60 in all: 1 entry
    await depositEntry(t, c, 1_000_000n); // RM 10,000: capped at 10
    expect(await a.api.call(myRaffleEndpoint, { params: { id } })).toEqual({ entries: 5, maxEntries: 10, counted: '250.00', prize: null });
    expect((await b.api.call(myRaffleEndpoint, { params: { id } })).entries).toBe(1);
    expect((await c.api.call(myRaffleEndpoint, { params: { id } })).entries).toBe(10);

    const detail = await t.client().call(promotionDetailEndpoint, { params: { id } });
    expect(detail.terms.raffle).toMatchObject({
      prizeTotal: '1716.00',
      prizes: [
        { fromPlace: 1, toPlace: 1 },
        { fromPlace: 2, toPlace: 2 },
        { fromPlace: 3, toPlace: 7 },
      ],
    });
    const before = await t.client().call(raffleResultEndpoint, { params: { id } });
    expect(before).toMatchObject({ state: 'open', serverSeed: null, winners: [] });
    expect(before.commitment).toBe(detail.terms.raffle!.commitment);

    // Not before its time: the job passes it by, the console's early draw is refused.
    await runDrawJob(t);
    expect(await failure(cms.call(drawRaffleEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'invalid_state' });
    t.clock.set(drawsAt);
    cms = await consoleApi(t);
    [a, b, c] = [await relogin(t, a), await relogin(t, b), await relogin(t, c)];
    await runDrawJob(t);
    await runDrawJob(t); // a second run finds it drawn
    const after = await t.client().call(raffleResultEndpoint, { params: { id } });
    expect(after).toMatchObject({ state: 'drawn', entrants: 3, entries: 16, entryCounts: [5, 1, 10] });
    expect(seedMatchesCommitment(after.serverSeed!, before.commitment, nodeHash)).toBe(true);
    expect(after.entryDigest).toBe(entryListDigest([5, 1, 10], nodeHash));
    // Three entrants, seven prizes: three winners, each once, as anyone recomputes them.
    expect(after.winners.map((w) => w.position)).toEqual(drawRaffle({ serverSeed: after.serverSeed!, counts: [5, 1, 10], places: 7 }, nodeHash));
    expect(after.winners.map((w) => w.place)).toEqual([1, 2, 3]);
    expect(after.winners.map((w) => w.amount)).toEqual(['888.00', '388.00', '88.00']);
    const names = [a, b, c].map((m) => m.username);
    for (const winner of after.winners) expect(winner.name).toMatch(/^.{2}\*\*\*.$/);
    const view = await cms.call(consoleRaffleEndpoint, { params: { id } });
    expect(view.entryList.map((e) => e.username)).toEqual(names);
    expect(view.winnerList.map((w) => w.claimed)).toEqual([false, false, false]);
    // A deposit after the draw earns nothing.
    await depositEntry(t, a, 50_000n);
    expect((await a.api.call(myRaffleEndpoint, { params: { id } })).entries).toBe(5);
  });

  it('pays a prize once into the main wallet without wagering; a retry answers the first claim; losers and strangers get nothing', async () => {
    const { id, drawsAt } = await publishedRaffle(t, cms, { prizes: [{ amount: '20.00', count: 1 }] });
    let [winner, other] = [await depositor(t), await depositor(t)];
    await depositEntry(t, winner, 5_000n);
    t.clock.set(drawsAt);
    cms = await consoleApi(t);
    [winner, other] = [await relogin(t, winner), await relogin(t, other)];
    const drawn = await cms.call(drawRaffleEndpoint, { params: { id } });
    expect(drawn.winnerList).toHaveLength(1);
    const rewards = await winner.api.call(myRewardsEndpoint);
    expect(rewards.claimable.find((r) => r.id === `raffle:${id}`)).toMatchObject({
      source: 'promotion',
      kind: 'raffle',
      amount: '20.00',
      paidAs: 'cash',
      detail: 'Lucky draw',
    });
    expect(await failure(claimPrize(other, id))).toMatchObject({ errorCode: 'not_found' });
    const before = await mainOf(t, winner);
    const first = await claimPrize(winner, id, 'prize-request-1');
    expect(await mainOf(t, winner)).toBe(before + 2_000n);
    expect(first.balance).toBe(((before + 2_000n) / 100n).toString() + '.00');
    await claimPrize(winner, id, 'prize-request-1');
    expect(await failure(claimPrize(winner, id))).toMatchObject({ errorCode: 'promotion_already_claimed' });
    expect(await mainOf(t, winner)).toBe(before + 2_000n);
    const later = await winner.api.call(myRewardsEndpoint);
    expect(later.claimable.some((r) => r.id === `raffle:${id}`)).toBe(false);
    expect(later.history.find((r) => r.kind === 'raffle')).toMatchObject({ amount: '20.00', state: 'claimed' });
    expect(await winner.api.call(myRaffleEndpoint, { params: { id } })).toMatchObject({ prize: { place: 1, amount: '20.00', claimed: true } });
    // The raffle itself is not claimable through the promotion's Claim.
    expect(await failure(winner.api.call(claimPromotionEndpoint, { params: { id }, body: { requestId: 'raffle-claim-x1' } }))).toMatchObject({
      errorCode: 'promotion_not_eligible',
    });
  });

  it('pays a prize with wagering as a bonus grant, and the reward centre says so', async () => {
    const { id, drawsAt } = await publishedRaffle(t, cms, { prizes: [{ amount: '30.00', count: 1 }] }, { wageringMultiple: 5 });
    let winner = await depositor(t);
    await depositEntry(t, winner, 5_000n);
    t.clock.set(drawsAt);
    cms = await consoleApi(t);
    winner = await relogin(t, winner);
    await cms.call(drawRaffleEndpoint, { params: { id } });
    const row = (await winner.api.call(myRewardsEndpoint)).claimable.find((r) => r.id === `raffle:${id}`);
    expect(row).toMatchObject({ paidAs: 'bonus', wageringMultiple: 5 });
    const before = await mainOf(t, winner);
    await claimPrize(winner, id);
    expect(await mainOf(t, winner)).toBe(before);
    const grants = rowsOf<{ amount: string; wagering_multiple: number }>(
      await t.database.db.execute(sql`SELECT amount::text, wagering_multiple FROM bonus_grants WHERE member_id = ${winner.id}`),
    );
    expect(grants).toEqual([{ amount: '3000', wagering_multiple: 5 }]);
  });

  it('refuses bad reward ids with codes and writes nothing', async () => {
    const member = await depositor(t);
    const claims = await count('promotion_claims');
    for (const id of ['raffle:abc', 'lottery:1', 'raffle:999999', 'promotion:999999'])
      expect(await failure(member.api.call(claimRewardEndpoint, { body: { source: 'promotion', id, requestId: 'bad-id-request' } }))).toMatchObject({
        errorCode: 'not_found',
      });
    expect(await failure(member.api.call(myRaffleEndpoint, { params: { id: 0 } }))).toMatchObject({ errorCode: 'validation_failed' });
    expect(await count('promotion_claims')).toBe(claims);
  });
});

describe('the reward centre', () => {
  it('lists a free credit the member may claim, says it is a bonus with wagering, and claims it once', async () => {
    const id = await publishedPromotion(cms, { title: { EN: 'Welcome gift' }, fixedAmount: '5.00', wageringMultiple: 3 });
    const member = await depositor(t);
    const row = (await member.api.call(myRewardsEndpoint)).claimable.find((r) => r.id === `promotion:${id}`);
    expect(row).toMatchObject({ kind: 'free_credit', detail: 'Welcome gift', amount: '5.00', paidAs: 'bonus', wageringMultiple: 3 });
    await member.api.call(claimRewardEndpoint, { body: { source: 'promotion', id: `promotion:${id}`, requestId: 'gift-claim-1' } });
    const after = await member.api.call(myRewardsEndpoint);
    expect(after.claimable.some((r) => r.id === `promotion:${id}`)).toBe(false);
    expect(after.history.find((r) => r.detail === 'Welcome gift')).toMatchObject({ amount: '5.00', state: 'claimed', paidAs: 'bonus' });
  });
});

describe('a turnover raffle', () => {
  it('counts valid turnover per merchant day, raised as the day grows, and the draw brings it up to date', async () => {
    cms = await consoleApi(t);
    const { id, drawsAt } = await publishedRaffle(t, cms, { entryBasis: 'valid_turnover', entryUnit: '100.00', maxEntries: 5 });
    const player = await depositor(t);
    const [vendor] = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM vendors ORDER BY id LIMIT 1`));
    const day = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    const play = (valid: bigint) =>
      t.database.db.execute(sql`
        INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, valid_turnover, bets)
        VALUES (${player.merchantId}, ${player.id}, ${day}::date, ${vendor!.id}, 'rng', ${valid}, ${valid}, 1)
        ON CONFLICT (merchant_id, member_id, day, vendor_id, category) DO UPDATE SET valid_turnover = EXCLUDED.valid_turnover`);
    const refresh = t.jobs.definitions.find((job) => job.name === 'promotions.raffles.turnover')!;
    await play(25_000n);
    await refresh.run(t.database.db as never, { start: t.clock.now(), end: t.clock.now() });
    expect(await player.api.call(myRaffleEndpoint, { params: { id } })).toMatchObject({ entries: 2, counted: '250.00' });
    await refresh.run(t.database.db as never, { start: t.clock.now(), end: t.clock.now() });
    expect((await player.api.call(myRaffleEndpoint, { params: { id } })).entries).toBe(2);
    await play(90_000n); // the day's total grows past the cap before the job runs again: the draw counts it
    t.clock.set(drawsAt);
    cms = await consoleApi(t);
    const drawn = await cms.call(drawRaffleEndpoint, { params: { id } });
    expect(drawn.entryList.find((e) => e.username === player.username)).toMatchObject({ entries: 5, counted: '900.00' });
  });
});
