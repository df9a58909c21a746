// Console calls for the game catalogue (docs/console-games.md): vendors and games with their switches (enabled,
// maintenance, hot), their order, and a game's tile image. Every change is audited.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountOutput } from './money.ts';
import { GAME_CATEGORIES } from './games.ts';

const vendorCodeParam = z.object({ code: text().regex(/^[A-Z0-9_]{2,32}$/) });
const sortOrder = z.number().int().min(0).max(100_000);

export const consoleVendorSchema = z.object({
  vendorCode: text(),
  name: text(),
  category: z.enum(GAME_CATEGORIES),
  walletMode: z.enum(['transfer', 'seamless']),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  sortOrder: z.number().int(),
  logoUrl: text(),
  gameCount: z.number().int(),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;

export const consoleGameSchema = z.object({
  gameId: z.number().int(),
  vendorCode: text(),
  gameCode: text(),
  category: z.enum(GAME_CATEGORIES),
  gameType: text(),
  names: z.record(text(), text()),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  sortOrder: z.number().int(),
  minBet: amountOutput,
  lines: z.number().int().nullable(),
  /** The tile as the site shows it (on our host, or an uploaded /media image). */
  imageUrl: text(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const consoleVendorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/vendors',
  summary: 'The catalogue vendors with their switches and order',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  response: z.object({ items: z.array(consoleVendorSchema) }),
});

export const updateVendorBody = z
  .object({ enabled: z.boolean().optional(), maintenance: z.boolean().optional(), isHot: z.boolean().optional(), sortOrder: sortOrder.optional() })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

export const updateConsoleVendorEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/cms/games/vendors/:code',
  summary: "Switches a vendor on or off, in or out of maintenance, hot or not, or moves it in the menus' order",
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: vendorCodeParam,
  body: updateVendorBody,
  response: consoleVendorSchema,
});

export const consoleGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/games',
  summary: 'The games of one vendor (or all), enabled or not, in their order',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  query: z.object({
    vendorCode: text()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .optional(),
  }),
  response: z.object({ items: z.array(consoleGameSchema) }),
});

export const updateGameBody = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
    /** An uploaded image (/media/… from the console upload) as the tile, or null for the vendor's own art. */
    imageUrl: text()
      .regex(/^\/media\/[0-9a-f-]{36}\.(png|jpg|webp|svg)$/, 'An image uploaded in the console (/media/…)')
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

export const updateConsoleGameEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/cms/games/games/:gameId',
  summary: 'Switches a game on or off, in or out of maintenance, hot or not, moves it, or sets its tile image',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  body: updateGameBody,
  response: consoleGameSchema,
});

/** Money the games made for the house over a range of days: bets − wins (GGR), per game, with RTP observed. */
export const ggrRowSchema = z.object({
  vendorCode: text(),
  gameCode: text(),
  /** The game's EN name (the code when the catalogue has none). */
  name: text(),
  rounds: z.number().int(),
  players: z.number().int(),
  /** Stakes taken, less refunded stakes. */
  bets: amountOutput,
  wins: amountOutput,
  /** bets − wins: what the house kept. */
  ggr: amountOutput,
  /** wins ÷ bets in percent with two decimals; null without bets. */
  observedRtp: text().nullable(),
  /** The RTP the game states (house games); null for games that state none here. */
  statedRtp: text().nullable(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

export const consoleGgrEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/ggr',
  summary: 'GGR (bets − wins) per game and per vendor over days in the merchant’s zone, with RTP observed beside RTP stated',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  query: z.object({
    from: text().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: text().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  response: z.object({
    games: z.array(ggrRowSchema),
    /** The same per vendor (gameCode and name are the vendor's code and name). */
    vendors: z.array(ggrRowSchema),
    totals: z.object({ rounds: z.number().int(), bets: amountOutput, wins: amountOutput, ggr: amountOutput }),
  }),
});
