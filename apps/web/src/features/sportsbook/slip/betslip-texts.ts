// The bet slip's, my bets' and results' texts (src/locales/betslip/) come with these screens' code, not in the
// shell's list of text sets (lib/i18n.ts): the lobbies' first load has no room for more entries there.
import { loadOwnTexts } from '../../../lib/i18n.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/betslip/*.json');

export function loadBetslipTexts(): Promise<void> {
  return loadOwnTexts('betslip', Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace('../../../', '../'), load])));
}
