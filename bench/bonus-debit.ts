// What an active bonus grant adds to a seamless debit (`npm run bench:bonus-debit`; docs/wallet.md, Bonus money).
// In one run on the same server, alternating turns of single debits (bet RM 0.20) by two groups of players:
//   baseline   players with cash and no grant: the debit's one extra step is the indexed look-up that finds none
//   with grant players with no cash and an active grant (RM 10,000, wagering never reached in the run), so every
//              bet is staked from the grant: the grant row locked, both balances read, the stake's split
//              recorded with its wagering contribution
// Target: the p50 of a debit with a grant at most 1.20 × the p50 without one, measured in the same run.
//
// Options: --duration=10 (seconds per turn) --rounds=3 --clients=8
//          --url=postgres://postgres@127.0.0.1:5432/postgres (a server where databases may be created)
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@orbit/contracts/seamless';
import { vendorCredentials } from '../apps/server/src/db/schema/seamless.ts';
import { vendors } from '../apps/server/src/db/schema/wallet.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createGrants } from '../apps/server/src/modules/bonuses/grants.ts';
import { createBonusCore } from '../apps/server/src/modules/bonuses/lifecycle.ts';
import { withDefaults } from '../apps/server/src/modules/site/merchant-settings.ts';
import type { ResolvedMerchant } from '../apps/server/src/modules/site/site.types.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { createPlayerTokens } from '../apps/server/src/modules/wallet/seamless/player-tokens.ts';
import { signSeamless } from '../apps/server/src/modules/wallet/seamless/signing.ts';
import {
  benchArgs,
  benchDatabases,
  closedLoopTurn,
  fundedMember,
  jsonSender,
  median,
  saveResults,
  startServer,
  stopServer,
  type TurnResult,
} from './lib/kit.ts';

const args = benchArgs();
const DURATION_S = Number(args.duration ?? 10);
const ROUNDS = Math.max(1, Number(args.rounds ?? 3));
const CLIENTS = Number(args.clients ?? 8);
const ADMIN_URL = String(args.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET = 1.2;
const PORT = 3900 + Math.floor(Math.random() * 90);
const VENDOR = 'HSLOT';
const GAME = 'house-fruit-lines';

const setup = await benchDatabases(ADMIN_URL, 'bonusbench', 1);
const { suffix, database } = setup;
const merchant = { ...setup.merchant, settings: withDefaults(setup.merchant) } as unknown as ResolvedMerchant;

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const [credentials] = await database.db
    .select({ secret: vendorCredentials.secret })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.code, VENDOR)));
  if (!credentials) throw new Error(`no secret for ${VENDOR}`);
  const tokens = createPlayerTokens({ database, clock: systemClock });
  const { grant } = createGrants(createBonusCore({ database, clock: systemClock, wallet: createLedger({ clock: systemClock }) }));
  const groups: Record<'plain' | 'bonus', { username: string; token: string }[]> = { plain: [], bonus: [] };
  for (const group of ['plain', 'bonus'] as const)
    for (let i = 0; i < CLIENTS; i++) {
      const username = `bonusbench${group}${i}`;
      const memberId = await fundedMember(database, merchant.id, username, 'x', group === 'plain' ? 1_000_000n : 1n);
      if (group === 'bonus')
        await database.db.transaction((tx) =>
          grant(tx, {
            merchant,
            memberId,
            amount: 1_000_000n,
            wagering: { multiple: 10, base: 'bonus', expiresInHours: 24 },
            source: { kind: 'manual', id: `bench-${i}` },
            title: { EN: 'Bench bonus' },
          }),
        );
      groups[group].push({ username, token: await tokens.issue({ merchantId: merchant.id, memberId, vendorCode: VENDOR, real: true }) });
    }
  await database.close();

  server = await startServer({ databaseUrl: setup.ourUrl, port: PORT, poolSize: CLIENTS, profileDir: args.profile });
  const send = jsonSender(PORT, CLIENTS * 2);
  let sequence = 0;
  const debitOf = (group: 'plain' | 'bonus') => async (client: number) => {
    const player = groups[group][client]!;
    const round = `${group}${++sequence}x${suffix}`;
    const raw = JSON.stringify({ token: player.token, player: player.username, transactionId: `${round}:bet`, roundId: round, gameCode: GAME, amount: '0.20' });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      merchant: 'HGOLD',
      [SEAMLESS_TIMESTAMP_HEADER]: timestamp,
      [SEAMLESS_SIGNATURE_HEADER]: signSeamless(credentials.secret, timestamp, raw),
    };
    return (await send('POST', `/vendor/seamless/${VENDOR}/debit`, headers, raw)).success;
  };

  await closedLoopTurn(CLIENTS, 3, debitOf('plain')); // warm-up
  await closedLoopTurn(CLIENTS, 3, debitOf('bonus'));
  const plainTurns: TurnResult[] = [];
  const bonusTurns: TurnResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    plainTurns.push(await closedLoopTurn(CLIENTS, DURATION_S, debitOf('plain')));
    bonusTurns.push(await closedLoopTurn(CLIENTS, DURATION_S, debitOf('bonus')));
  }
  const plain = median(plainTurns, (t) => t.p50);
  const bonus = median(bonusTurns, (t) => t.p50);
  const ratio = bonus.p50 / plain.p50;
  console.log(`\nbonus debit bench: ${CLIENTS} clients, ${ROUNDS} turns of ${DURATION_S} s each (medians), ${os.cpus().length} cores, Node ${process.version}`);
  console.log(
    `debit without a grant (baseline)   ${plain.tps.toFixed(0).padStart(6)} /s   p50 ${plain.p50.toFixed(2)} ms  p99 ${plain.p99.toFixed(2)} ms   errors ${plain.errors}`,
  );
  console.log(
    `debit with an active grant         ${bonus.tps.toFixed(0).padStart(6)} /s   p50 ${bonus.p50.toFixed(2)} ms  p99 ${bonus.p99.toFixed(2)} ms   errors ${bonus.errors}`,
  );
  console.log(`p50 ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET}): ${ratio <= TARGET ? 'PASS' : 'MISS'}`);
  saveResults('bonus-debit', { clients: CLIENTS, durationS: DURATION_S, rounds: ROUNDS, plainTurns, bonusTurns, ratio });
} finally {
  await stopServer(server);
  await setup.drop();
}
process.exit(0);
