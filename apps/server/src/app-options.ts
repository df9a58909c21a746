// What buildApp (app.ts) is given: the config and database, and what tests replace (the clock, the logger,
// captcha codes, vendor doubles, the payments transport, player tokens, the promotions' bonus port).
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { HttpTransport } from './lib/http-transport.ts';
import type { PlayerTokenIssuer } from './modules/games/launch.service.ts';
import type { PromotionBonusPort } from './modules/promotions/bonus-port.ts';
import type { TransferVendorPort } from './modules/wallet/vendor-port.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the logger config (tests pass false). */
  logger?: boolean | object;
  /** Draws captcha codes (tests record what they draw, as a person reads the picture). */
  captchaCode?: () => string;
  /** More transfer-wallet vendors beside the house vendor (tests add a protocol double). */
  transferVendors?: readonly TransferVendorPort[];
  /** How our payments module and the payment gateway reach each other over HTTP (tests: through app.inject); fetch by default. */
  paymentsTransport?: (app: FastifyInstance) => HttpTransport;
  /** Issues the tokens a launched game's seamless calls carry (tests pass a double). */
  playerTokens?: PlayerTokenIssuer;
  /** Grants promotions' bonuses (tests pass a recording double; the bonuses module's grant when it is composed). */
  promotionBonuses?: PromotionBonusPort;
}
