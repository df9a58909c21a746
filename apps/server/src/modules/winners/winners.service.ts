// The home page's winners board (docs/support.md, "Winners board"): the latest real wins of the house games
// and the lottery, read through their modules' services (they own the rounds and tickets), usernames masked,
// shown only while the merchant's homeWinnersBoard flag is on. Kept per merchant for a short while: every
// visitor's home page asks, and the answer changes only as rounds settle.
import type { Winner } from '@orbit/contracts/support';
import type { Clock } from '../../lib/clock.ts';
import { maskUsername } from '../../lib/mask-username.ts';
import { HOUSE_GAMES } from '../games/house-catalogue.ts';
import { localName } from '../games/catalogue.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import type { RecentWin } from '../../vendors/house/wins.ts';

export interface WinsSource {
  recent(merchantId: number, limit: number): Promise<RecentWin[]>;
}

const CACHE_MS = 30_000;
const MAX = 30;

export function createWinnersService(deps: { clock: Clock; sources: readonly WinsSource[] }) {
  const cache = new Map<number, { at: number; wins: RecentWin[] }>();

  async function winsOf(merchantId: number): Promise<RecentWin[]> {
    const now = deps.clock.now().getTime();
    const cached = cache.get(merchantId);
    if (cached && now - cached.at < CACHE_MS) return cached.wins;
    const all = (await Promise.all(deps.sources.map((source) => source.recent(merchantId, MAX)))).flat();
    const wins = all.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, MAX);
    cache.set(merchantId, { at: now, wins });
    return wins;
  }

  async function board(merchant: ResolvedMerchant, language: string, limit: number): Promise<{ items: Winner[] }> {
    if (!merchant.settings.flags.homeWinnersBoard) return { items: [] };
    const wins = (await winsOf(merchant.id)).slice(0, limit);
    return {
      items: wins.map((win) => {
        const game = HOUSE_GAMES.find((candidate) => candidate.gameCode === win.gameCode);
        return {
          player: maskUsername(win.player),
          gameName: game ? localName(game.names, language) : win.gameCode,
          amount: showAmount(merchant, win.win),
          at: win.at.toISOString(),
        };
      }),
    };
  }

  /** Forgets the cached wins (tests, after settling rounds). */
  const forget = () => cache.clear();

  return { board, forget };
}
