// The bonus arithmetic against a plain model (docs/wallet.md, Bonus money): random sequences of bets, wins and
// rollbacks on one grant, played through splitStake / contributionOf / splitWin into a tiny double-entry book.
// Checked: cash is spent first; a stake above the stake limit or above cash + bonus is refused; every win is
// split in whole units with nothing lost; the book sums to zero; main never receives the grant's money except
// by the one conversion; the conversion happens exactly once, when the wagering done reaches the requirement.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionOf, splitStake, splitWin } from './bonus-split.ts';

type Op = { kind: 'bet'; stake: number } | { kind: 'win'; ratio: number } | { kind: 'rollback' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), stake: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ kind: fc.constant('win' as const), ratio: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ kind: fc.constant('rollback' as const) }),
);

describe('bonus arithmetic', () => {
  it('splitStake spends cash first and never more than the stake', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 9n }), (stake, cash) => {
        const { cashPart, bonusPart } = splitStake(stake, cash);
        expect(cashPart + bonusPart).toBe(stake);
        expect(cashPart).toBe(stake < cash ? stake : cash);
        expect(bonusPart >= 0n).toBe(true);
      }),
    );
  });

  it('splitWin gives each grant win × its part / the whole stake, rounded down, and the rest to cash', () => {
    const stake = fc.record({
      grantId: fc.integer({ min: 1, max: 3 }),
      cashPart: fc.bigInt({ min: 0n, max: 10n ** 6n }),
      bonusPart: fc.bigInt({ min: 0n, max: 10n ** 6n }),
    });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.array(stake, { maxLength: 5 }), (win, stakes) => {
        const { cash, grants } = splitWin(win, stakes);
        let total = 0n;
        for (const s of stakes) total += s.cashPart + s.bonusPart;
        let shares = 0n;
        for (const [grantId, share] of grants) {
          const part = stakes.filter((s) => s.grantId === grantId).reduce((sum, s) => sum + s.bonusPart, 0n);
          expect(share).toBe((win * part) / total);
          shares += share;
        }
        expect(cash + shares).toBe(win);
        expect(cash >= 0n).toBe(true);
      }),
    );
  });

  it('a played grant keeps the book at zero, pays main its money only by the one conversion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
        fc.array(op, { maxLength: 40 }),
        (cash0, amount, multiple, rate, maxStake, ops) => {
          const book = new Map<string, bigint>([
            ['main', BigInt(cash0)],
            ['grant', BigInt(amount)],
            ['house', -BigInt(cash0 + amount)],
          ]);
          const move = (from: string, to: string, value: bigint) => {
            if (value === 0n) return;
            book.set(from, book.get(from)! - value);
            book.set(to, book.get(to)! + value);
          };
          const required = BigInt(amount * multiple);
          let done = 0n;
          let state: 'active' | 'completed' = 'active';
          let conversions = 0;
          // What main may hold: its cash, less cash stakes, plus cash returns; the grant's money only by conversion.
          let cashExpected = BigInt(cash0);
          const open: { cashPart: bigint; bonusPart: bigint; contribution: bigint }[] = [];
          for (const step of ops) {
            if (step.kind === 'bet') {
              const stake = BigInt(step.stake);
              const active = state === 'active';
              if (active && maxStake !== null && stake > BigInt(maxStake)) continue; // bet_limit
              const { cashPart, bonusPart } = active ? splitStake(stake, book.get('main')!) : { cashPart: stake, bonusPart: 0n };
              if (cashPart > book.get('main')! || bonusPart > book.get('grant')!) continue; // insufficient_funds
              expect(bonusPart === 0n || cashPart === book.get('main')).toBe(true); // cash first
              move('main', 'house', cashPart);
              cashExpected -= cashPart;
              move('grant', 'house', bonusPart);
              const contribution = active ? contributionOf(stake, rate) : 0n;
              done += contribution;
              open.push({ cashPart, bonusPart, contribution });
              if (active && done >= required) {
                cashExpected += book.get('grant')!;
                move('grant', 'main', book.get('grant')!);
                state = 'completed';
                conversions++;
              }
            } else {
              const last = open.pop();
              if (!last) continue;
              const whole = last.cashPart + last.bonusPart;
              const value = step.kind === 'win' ? (whole * BigInt(step.ratio)) / 100n : whole;
              const { cash, grants } =
                step.kind === 'win' ? splitWin(value, [{ grantId: 1, ...last }]) : { cash: last.cashPart, grants: new Map([[1, last.bonusPart]]) };
              const share = grants.get(1) ?? 0n;
              move('house', 'main', cash);
              cashExpected += cash + (state === 'active' ? 0n : share);
              // A share of a grant that has converted is cash by then; that is the conversion's money, not a leak.
              move('house', state === 'active' ? 'grant' : 'main', share);
              if (step.kind === 'rollback' && state === 'active') done -= last.contribution;
            }
            let sum = 0n;
            for (const value of book.values()) sum += value;
            expect(sum).toBe(0n);
            expect(book.get('main')).toBe(cashExpected);
            expect(book.get('main')! >= 0n && book.get('grant')! >= 0n).toBe(true);
          }
          expect(conversions).toBeLessThanOrEqual(1);
          if (state === 'active') expect(done < required).toBe(true);
        },
      ),
    );
  });
});
