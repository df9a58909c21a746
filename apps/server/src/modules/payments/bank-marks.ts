// The drawn marks of banks (our own monograms in each bank's colours, no bank's artwork), served as SVG at the
// address bankLogoUrl() gives a bank without an uploaded logo. A code outside the catalogue gets a neutral
// mark with its first letters, so a bank an operator adds still shows something until a logo is uploaded.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { BANK_MARK_PATH, MALAYSIAN_BANKS } from '@orbit/contracts/banks';

const NEUTRAL = { background: '#4B5568', foreground: '#FFFFFF' };

/** The SVG of a bank code's mark: a rounded tile with the monogram, its size fitted to the letters. */
export function drawBankMark(code: string): string {
  const known = MALAYSIAN_BANKS.find((bank) => bank.code === code);
  const letters = known?.monogram ?? code.replace(/_/g, '').slice(0, 3);
  const { background, foreground } = known ?? NEUTRAL;
  const fontSize = letters.length <= 2 ? 30 : letters.length === 3 ? 23 : 18;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<circle cx="52" cy="12" r="5" fill="${foreground}" opacity="0.35"/>`,
    `<text x="32" y="${32 + fontSize * 0.36}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${foreground}">${letters}</text>`,
    '</svg>',
  ].join('');
}

export function registerBankMarkRoute(app: FastifyInstance) {
  app.get(BANK_MARK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([A-Z0-9_]{2,20})\.svg$/.exec(file);
    if (!match) throw new ApiError('not_found', 'No such bank mark');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(drawBankMark(match[1]!));
  });
}
