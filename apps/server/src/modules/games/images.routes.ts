// Serves vendor logos and game tiles at the image paths vendors' clients expect (docs/games.md, Images): {CDN}/TCG_PROD_IMAGES/{TYPE}_LIST_VENDOR/{vendor}-WHITE.png
// and {CDN}/TCG_PROD_IMAGES/{TYPE}_LIST_GAME/{vendor}/{game}.png. The names end in .png as those clients'
// clients expect; the bytes are SVG and say so in their content type.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { GAME_CATEGORIES } from '@orbit/contracts/games';
import { gameTileSvg, vendorLogoSvg } from './art.ts';
import { HOUSE_GAMES } from './house-catalogue.ts';

const TYPES = GAME_CATEGORIES.map((c) => c.toUpperCase()).join('|');
const VENDOR_FOLDER = new RegExp(`^(${TYPES})_LIST_VENDOR$`);
const GAME_FOLDER = new RegExp(`^(${TYPES})_LIST_GAME$`);
const CODE = /^[A-Z0-9_]{2,32}$/;
/** Game codes are vendors' own: house games use their maths' ids (house-fruit-lines). */
const GAME_CODE = /^[A-Za-z0-9_-]{2,64}$/;

function sendSvg(reply: import('fastify').FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(svg);
}

export function registerGameImageRoutes(app: FastifyInstance) {
  app.get('/TCG_PROD_IMAGES/:folder/:file', { schema: { hide: true } }, async (request, reply) => {
    const { folder, file } = request.params as { folder: string; file: string };
    const vendor = /^(.+)-WHITE\.(png|svg)$/.exec(file)?.[1];
    if (!VENDOR_FOLDER.test(folder) || !vendor || !CODE.test(vendor)) throw new ApiError('not_found', 'No such image');
    return sendSvg(reply, vendorLogoSvg(vendor));
  });

  app.get('/TCG_PROD_IMAGES/:folder/:vendor/:file', { schema: { hide: true } }, async (request, reply) => {
    const { folder, vendor, file } = request.params as { folder: string; vendor: string; file: string };
    const game = /^(.+)\.(png|svg)$/.exec(file)?.[1];
    if (!GAME_FOLDER.test(folder) || !CODE.test(vendor) || !game || !GAME_CODE.test(game)) throw new ApiError('not_found', 'No such image');
    const known = HOUSE_GAMES.find((g) => g.vendorCode === vendor && g.gameCode === game);
    const title =
      known?.names.EN ?? game.replace(/[_-]+/g, ' ').replace(/\b(\w)(\w*)/g, (_, first: string, rest: string) => first.toUpperCase() + rest.toLowerCase());
    return sendSvg(reply, gameTileSvg(game, title));
  });
}
