// The trading desk's four eyes on real PostgreSQL, where operators really click at once (docs/sportsbook.md,
// Trading desk; ADR 0043): a held settlement confirmed by two checkers while a third rejects it is decided once
// and pays once; two traders asking to settle the same match above the amount at once leave one request
// waiting and tell the other so. Runs with `npm run test:pg`.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import {
  confirmSettlementEndpoint,
  createDeskEventEndpoint,
  rejectSettlementEndpoint,
  settleDeskEndpoint,
  type DeskEvent,
} from '@orbit/contracts/sportsbook-desk';
import { auditLog } from '../../src/db/schema/console.ts';
import { sportEvents, sportSettlementRequests } from '../../src/db/schema/sportsbook.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { newOperator } from '../support/four-eyes.ts';
import { betsOf, mainOf, placeBet, sportsPlayer } from '../support/sportsbook.ts';

let t: TestApp;
let makers: ApiClient[];
let checkers: ApiClient[];

beforeAll(async () => {
  t = await createTestApp();
  makers = [(await newOperator(t, 'admin', 'trader')).api, (await newOperator(t, 'admin', 'trader')).api];
  checkers = [(await newOperator(t, 'admin', 'checker')).api, (await newOperator(t, 'admin', 'checker')).api, (await newOperator(t, 'admin', 'checker')).api];
});
afterAll(() => t.close());

const newMatch = (home: string) =>
  makers[0]!.call(createDeskEventEndpoint, {
    body: {
      ...{ sport: 'football', competition: 'Desk Cup', category: 'Malaysia', home, away: `${home} B` },
      startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      markets: [
        {
          type: '1x2',
          specifiers: '',
          outcomes: [
            { outcome: 'home', odds: '2.00' },
            { outcome: 'draw', odds: '3.40' },
            { outcome: 'away', odds: '3.80' },
          ],
        },
      ],
    },
  });
const awayOf = (event: DeskEvent) => event.markets[0]!.outcomes.find((outcome) => outcome.outcome === 'away')!;
const awayWins = (api: ApiClient, event: DeskEvent) =>
  api.call(settleDeskEndpoint, {
    params: { eventId: event.eventId },
    body: { action: 'settle', result: { ft: { home: 0, away: 1 } }, reason: 'official result' },
  });
const errorCodeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as { errorCode?: string }).errorCode : 'ok');

describe('the desk’s four eyes under concurrency', () => {
  it('two confirmations and a rejection at once decide a held settlement once, and it pays once', async () => {
    for (let round = 0; round < 4; round++) {
      const player = await sportsPlayer(t, 1_000_000n);
      const event = await newMatch(`Race ${round} FC`);
      await placeBet(t, player, [{ outcomeId: awayOf(event).outcomeId, odds: '3.80' }], '5000');
      const held = await awayWins(makers[0]!, event);
      expect(held.request.status).toBe('pending'); // 19,000 to pay: from the default 10,000 up it waits
      const id = { params: { id: held.request.id } };
      const results = await Promise.allSettled([
        checkers[0]!.call(confirmSettlementEndpoint, id),
        checkers[1]!.call(confirmSettlementEndpoint, id),
        checkers[2]!.call(rejectSettlementEndpoint, id),
        t.services.sportsbook.moneyPass(),
      ]);
      const decisions = results.slice(0, 3);
      expect(decisions.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(decisions.map(errorCodeOf).filter((code) => code !== 'ok')).toEqual(['invalid_state', 'invalid_state']);
      await t.services.sportsbook.moneyPass();
      await t.services.sportsbook.moneyPass();

      const [request] = await t.database.db.select().from(sportSettlementRequests).where(eq(sportSettlementRequests.id, held.request.id));
      const [bet] = await betsOf(t, player);
      if (request!.status === 'confirmed') {
        expect({ status: bet!.status, payout: bet!.payout, paid: bet!.paid }).toEqual({ status: 'settled', payout: 1_900_000n, paid: 1_900_000n });
        expect(await mainOf(t, player)).toBe(1_000_000n - 500_000n + 1_900_000n);
      } else {
        expect(request!.status).toBe('rejected');
        expect(bet!.status).toBe('accepted');
        expect(await mainOf(t, player)).toBe(500_000n);
      }
      // One decision audited: the confirmation (recorded as the settlement it applied) or the rejection.
      const [match] = await t.database.db
        .select({ ref: sportEvents.ref })
        .from(sportEvents)
        .where(eq(sportEvents.id, Number(event.eventId)));
      const audited = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, match!.ref));
      expect(
        audited.map((entry) => entry.action).filter((action) => action !== 'sportsbook.settlement.requested' && action.startsWith('sportsbook.settlement.')),
      ).toEqual([request!.status === 'confirmed' ? 'sportsbook.settlement.settle' : 'sportsbook.settlement.rejected']);
    }
  });

  it('two traders settling one match above the amount at once leave one request waiting, the other told so', async () => {
    const player = await sportsPlayer(t, 1_000_000n);
    const event = await newMatch('Twin Ask FC');
    await placeBet(t, player, [{ outcomeId: awayOf(event).outcomeId, odds: '3.80' }], '5000');
    const results = await Promise.allSettled([awayWins(makers[0]!, event), awayWins(makers[1]!, event)]);
    expect(results.map(errorCodeOf).sort()).toEqual(['change_pending', 'ok']);
    const waiting = await t.database.db
      .select()
      .from(sportSettlementRequests)
      .where(and(eq(sportSettlementRequests.eventId, Number(event.eventId)), eq(sportSettlementRequests.status, 'pending')));
    expect(waiting).toHaveLength(1);
    const [bet] = await betsOf(t, player);
    expect(bet!.status).toBe('accepted'); // nothing applied while it waits
  });
});
