// The house slots played for real (`npm run bench:slots`): every spin a fresh round of the provably fair
// stream (server seed, client seed, nonce = spin number) through the same engine the server uses, with
// node:crypto's HMAC. Prints per game the stated RTP, the simulated RTP with its standard error, the hit
// rate (rounds that win anything), the free-spin trigger rate, PASS when the simulated RTP is within ±0.5
// points of the stated one (MISS otherwise) and spins per second on this machine.
// Options: --spins=10000000 (per game) --seed=<64 hex digits> (default: a fresh random seed, printed)
//          --game=<id> (one game only)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FairRng } from '../packages/games/src/fair/rng.ts';
import { newServerSeed, nodeHash } from '../packages/games/src/fair/node-crypto.ts';
import { playSlotRound } from '../packages/games/src/slots/engine.ts';
import { exactRtp } from '../packages/games/src/slots/rtp.ts';
import { SLOT_GAMES } from '../packages/games/src/slots/games.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const SPINS = Number(args.spins ?? 10_000_000);
const SERVER_SEED = args.seed ?? newServerSeed();
const TOLERANCE = 0.5;

console.log(`bench:slots — ${SPINS.toLocaleString('en')} spins per game, server seed ${SERVER_SEED}, node ${process.version}, ${os.cpus().length} cores`);
const results = [];
for (const game of SLOT_GAMES.filter((candidate) => !args.game || candidate.id === args.game)) {
  // One coin per line, so pays are whole numbers and sums stay exact in bigint.
  const bet = BigInt(game.coinsPerSpin);
  let paid = 0n;
  let sumOfSquares = 0;
  let hits = 0;
  let triggers = 0;
  const started = process.hrtime.bigint();
  for (let nonce = 0; nonce < SPINS; nonce++) {
    const round = playSlotRound(game, new FairRng({ serverSeed: SERVER_SEED, clientSeed: 'bench-slots', nonce }, nodeHash), bet);
    paid += round.totalWin;
    const ratio = Number(round.totalWin) / Number(bet);
    sumOfSquares += ratio * ratio;
    if (round.totalWin > 0n) hits += 1;
    if (round.feature) triggers += 1;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const simulated = (Number(paid) / Number(bet) / SPINS) * 100;
  const mean = simulated / 100;
  const standardError = Math.sqrt((sumOfSquares / SPINS - mean * mean) / SPINS) * 100;
  const exact = exactRtp(game).total * 100;
  const verdict = Math.abs(simulated - game.statedRtp) <= TOLERANCE ? 'PASS' : 'MISS';
  const row = {
    game: game.id,
    statedRtp: game.statedRtp,
    exactRtp: Number(exact.toFixed(4)),
    simulatedRtp: Number(simulated.toFixed(3)),
    standardError: Number(standardError.toFixed(3)),
    hitRate: Number(((hits / SPINS) * 100).toFixed(2)),
    freeSpinTriggers: triggers ? `1 in ${Math.round(SPINS / triggers)}` : 'none',
    verdict,
    spinsPerSecond: Math.round(SPINS / seconds),
  };
  results.push(row);
  console.log(
    `${row.game.padEnd(22)} stated ${row.statedRtp.toFixed(2)}%  exact ${row.exactRtp.toFixed(3)}%  simulated ${row.simulatedRtp.toFixed(3)}% ± ${row.standardError.toFixed(3)}  ` +
      `hit rate ${row.hitRate.toFixed(2)}%  feature ${row.freeSpinTriggers}  ±${TOLERANCE} ${verdict}  ${row.spinsPerSecond.toLocaleString('en')} spins/s`,
  );
}
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const file = path.join(ROOT, 'bench', 'results', `slots-rtp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ spins: SPINS, serverSeed: SERVER_SEED, node: process.version, results }, null, 2));
console.log(`written ${path.relative(ROOT, file)}`);
if (results.some((row) => row.verdict === 'MISS')) process.exitCode = 1;
