// Game launch (docs/members.md): who may open which
// game, for real money or free, what the /game page needs to open it, and the launch record that recent
// and popular games are read from.
import { ApiError } from '@orbit/contracts/envelope';
import { TRIAL_TYPE } from '@orbit/contracts/member';
import type { Game, LaunchResult } from '@orbit/contracts/games';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import { assertMayGamble } from '../members/gates.ts';
import * as repo from './games.repo.ts';
import type { GamesCatalogue } from './catalogue.service.ts';
import { lotteryPageOf } from './house-catalogue.ts';

/** Issues the token a vendor's seamless calls carry for this player (the wallet's seamless module). */
export interface PlayerTokenIssuer {
  issue(input: { merchantId: number; memberId: number; vendorCode: string; real: boolean }): Promise<string>;
}

/** A launch refused because the game or its vendor is under maintenance; the reply offers these instead. */
export class GameMaintenanceError extends ApiError {
  constructor(
    message: string,
    readonly alternatives: Game[],
  ) {
    super('game_maintenance', message, { field: 'gameId' });
  }
}

export interface LaunchRequest {
  gameId?: number | undefined;
  roomId?: string | undefined;
  vassalage?: string | undefined;
  /** 1 real money, 0 free play. */
  accountType: number;
  language?: string | undefined;
}

const ALTERNATIVES = 6;

export type GameLauncher = ReturnType<typeof createGameLauncher>;

export function createGameLauncher(deps: {
  database: Database;
  clock: Clock;
  catalogue: GamesCatalogue;
  playerTokens: PlayerTokenIssuer;
  random?: () => number;
}) {
  const db = deps.database.db;
  const random = deps.random ?? Math.random;

  async function findLaunchable(merchant: ResolvedMerchant, request: LaunchRequest): Promise<repo.CatalogueGame> {
    const row =
      request.gameId !== undefined ? await repo.findGame(db, merchant.id, request.gameId) : await repo.findGameByRoom(db, merchant.id, request.roomId!);
    const ownsRoom = !request.roomId || row?.game.rooms.some((room) => room.roomId === request.roomId);
    const vendorMatches = !request.vassalage || row?.game.vendorCode === request.vassalage;
    if (!row || !row.game.enabled || !row.vendor.enabled || !ownsRoom || !vendorMatches)
      throw new ApiError('not_found', 'No such game', { field: request.gameId !== undefined ? 'gameId' : 'roomId' });
    return row;
  }

  function iframeUrl(merchant: ResolvedMerchant, template: string, values: Record<string, string>): string {
    const filled = template.replace(/\{(token|game|lang|room)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
    const cdns = merchant.settings.general.launchGameCDNs;
    if (!filled.startsWith('/') || cdns.length === 0) return filled;
    return `${(cdns[Math.floor(random() * cdns.length)] ?? '').replace(/\/+$/, '')}${filled}`;
  }

  /**
   * Opens a game for a logged-in member.
   * @throws in_need_true_account (a trial account asking for real money), self_excluded, cooling_off,
   *   not_found (no such game, or it or its vendor is switched off), game_maintenance (GameMaintenanceError)
   */
  async function launch(merchant: ResolvedMerchant, member: AuthenticatedMember, request: LaunchRequest): Promise<LaunchResult> {
    const real = request.accountType === 1;
    if (real && member.type === TRIAL_TYPE) throw new ApiError('in_need_true_account', 'Please register a real account to play for real money');
    const now = deps.clock.now();
    assertMayGamble(member, now);
    const row = await findLaunchable(merchant, request);
    if (row.game.maintenance || row.vendor.maintenance) {
      const reader = { merchant, language: request.language };
      const alternatives = await deps.catalogue.popular(reader, { limit: ALTERNATIVES, exceptGameId: row.game.id });
      throw new GameMaintenanceError(`${row.game.names.EN ?? row.game.gameCode} is under maintenance`, alternatives);
    }
    const token = await deps.playerTokens.issue({ merchantId: merchant.id, memberId: member.id, vendorCode: row.vendor.code, real });
    await repo.insertLaunch(db, { merchantId: merchant.id, memberId: member.id, gameId: row.game.id, roomId: request.roomId ?? null, real, launchedAt: now });
    const category = deps.catalogue.toGame({ merchant, language: request.language }, row).category;
    const page = lotteryPageOf(row.vendor.code, row.game.gameCode, token);
    if (page) return { mode: 'page', vendorCode: row.vendor.code, gameCode: row.game.gameCode, gameId: row.game.id, category, real, token, url: page };
    if (!row.profile.launchUrl)
      return {
        mode: 'house',
        vendorCode: row.vendor.code,
        gameCode: row.game.gameCode,
        gameId: row.game.id,
        roomId: request.roomId ?? null,
        category,
        real,
        token,
      };
    return {
      mode: 'iframe',
      gameId: row.game.id,
      real,
      url: iframeUrl(merchant, row.profile.launchUrl, { token, game: row.game.gameCode, lang: request.language ?? 'EN', room: request.roomId ?? '' }),
    };
  }

  return { launch };
}
