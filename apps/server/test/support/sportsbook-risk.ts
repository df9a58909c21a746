// The sportsbook's risk settings in tests (docs/sportsbook.md, Settings): the section games.sportsbook changed
// through the console call, as an operator would, starting from the defaults when it was never saved.
import { SPORTSBOOK_DEFAULTS } from '@orbit/contracts/sportsbook';
import type { TestApp } from '../helpers.ts';
import { changeSettings, consoleApi } from './members.ts';

type SportsbookPatch = Partial<{
  maxLiabilityPerOutcome: string;
  producerDownSeconds: number;
  cashOutMarginPercent: number;
  maxPayout: string;
  maxStake: string;
}>;

export async function setSportsbook(t: TestApp, patch: SportsbookPatch) {
  const console_ = await consoleApi(t);
  await changeSettings(console_, 'games', (games: { sportsbook?: object }) => ({
    ...games,
    sportsbook: { ...SPORTSBOOK_DEFAULTS, ...games.sportsbook, ...patch },
  }));
}
