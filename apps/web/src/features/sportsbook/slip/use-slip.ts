// Everything the slip shows, worked out from the selections, the typed stakes, the merchant's rules and the
// balance: each single's return, the parlay's odds and return, what stops the slip from being sent, and the
// bets it sends.
import { exponentOf } from '@orbit/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSportsbookEnv } from './sportsbook-env.ts';
import { checkParlay, checkSingles, maxStakeFor, type SlipProblem, type SlipRules } from './slip-checks.ts';
import { oddsText, oddsUnits, parlayOdds, parlayReturn, singleReturn, stakeMinor } from './slip-math.ts';
import { getSportsRules, sportsKeys, type AcceptOdds } from './sports-api.ts';
import { useSlipSelections } from './slip-store.ts';
import { readAcceptOdds, useSlipStakes, writeAcceptOdds } from './slip-stakes.ts';
import type { SlipBet } from './use-place-bets.ts';

function rulesOf(reply: Awaited<ReturnType<typeof getSportsRules>> | undefined, exponent: number): SlipRules | null {
  if (!reply) return null;
  const minor = (text: string) => stakeMinor(text, exponent) ?? 0n;
  return {
    ...{ minStake: minor(reply.minStake), maxStake: minor(reply.maxStake), maxPayout: minor(reply.maxPayout) },
    ...{ parlayMinLegs: reply.parlayMinLegs, parlayMaxLegs: reply.parlayMaxLegs },
  };
}

export function useSlip() {
  const selections = useSlipSelections();
  const stakes = useSlipStakes();
  const env = useSportsbookEnv();
  const exponent = exponentOf(env.currency);
  const account = env.account;
  const rulesReply = useQuery({ queryKey: sportsKeys.rules(), queryFn: getSportsRules, staleTime: 5 * 60_000 });
  const rules = rulesOf(rulesReply.data, exponent);
  const balance = account && env.balance !== null ? (stakeMinor(env.balance, exponent) ?? 0n) : null;
  // Read again when the member changes (a login), until they choose here.
  const [chosen, setChosen] = useState<AcceptOdds | null>(null);
  const acceptOdds = chosen ?? readAcceptOdds(account);
  const setAcceptOdds = (policy: AcceptOdds) => {
    setChosen(policy);
    writeAcceptOdds(account, policy);
  };

  const odds = selections.map((selection) => oddsUnits(selection.odds) ?? 0n);
  const singles = selections.map((selection, index) => {
    const stakeText = stakes.singles[selection.outcomeId] ?? '';
    const stake = stakeMinor(stakeText, exponent);
    return { selection, stakeText, odds: odds[index]!, toReturn: stake === null ? null : singleReturn(stake, odds[index]!) };
  });
  const parlayStake = stakeMinor(stakes.parlay, exponent);
  const parlay = {
    odds: parlayOdds(odds),
    toReturn: parlayStake === null ? null : parlayReturn(parlayStake, odds),
  };

  const problems: SlipProblem[] = !rules
    ? []
    : stakes.mode === 'singles'
      ? checkSingles(
          singles.map((line) => ({ outcomeId: line.selection.outcomeId, odds: line.odds, stakeText: line.stakeText })),
          exponent,
          rules,
          balance,
        )
      : checkParlay(odds, stakes.parlay, exponent, rules, balance);

  const totalStake = stakes.mode === 'parlay' ? (parlayStake ?? 0n) : singles.reduce((sum, line) => sum + (stakeMinor(line.stakeText, exponent) ?? 0n), 0n);
  const totalReturn = stakes.mode === 'parlay' ? (parlay.toReturn ?? 0n) : singles.reduce((sum, line) => sum + (line.toReturn ?? 0n), 0n);

  const bets: SlipBet[] =
    stakes.mode === 'parlay'
      ? [{ key: `parlay:${selections.map((s) => s.outcomeId).join(',')}`, legs: selections, stake: stakes.parlay.trim() }]
      : singles
          .filter((line) => line.stakeText.trim() !== '')
          .map((line) => ({ key: line.selection.outcomeId, legs: [line.selection], stake: line.stakeText.trim() }));

  /** The "max" quick stake of one single or of the parlay. */
  const maxStake = (legs: readonly bigint[]) =>
    rules ? maxStakeFor((stake) => (legs.length === 1 ? singleReturn(stake, legs[0]!) : parlayReturn(stake, legs)), rules, balance) : null;

  return {
    ...{ selections, stakes, exponent, symbol: env.currencySymbol, rules, rulesReply, balance, acceptOdds, setAcceptOdds },
    ...{ singles, parlay: { ...parlay, oddsText: oddsText(parlay.odds) }, problems, totalStake, totalReturn, bets, maxStake, odds },
  };
}

export type SlipModel = ReturnType<typeof useSlip>;
