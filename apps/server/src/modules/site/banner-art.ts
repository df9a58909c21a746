// The platform's banner art served per language and audience (docs/support.md, "Home page"): the seed's SVGs
// are templates with {{slots}} for their words; the call-to-action pill is sized to its words. Public and
// cacheable: the same address always answers the same picture.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { BANNER_ART_AUDIENCES, BANNER_ART_PREFIX, type BannerArtAudience } from '@orbit/contracts/banner-art';
import { escapeHtml } from './site-page.ts';
import { BANNER_ART, type ArtLanguage, type ArtWords } from './banner-art.texts.ts';

// The templates are the seed's assets: beside the bundle (dist/assets, copied by build.mjs) or, from the
// sources, in src/seed/assets.
const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE_DIRS = [path.join(here, 'assets'), path.join(here, '..', '..', 'seed', 'assets')];
const templates = new Map<string, string>();

function template(file: string): string | undefined {
  if (!templates.has(file)) {
    const dir = TEMPLATE_DIRS.find((candidate) => existsSync(path.join(candidate, file)));
    if (!dir) return undefined;
    templates.set(file, readFileSync(path.join(dir, file), 'utf8'));
  }
  return templates.get(file);
}

/** A rough width of the words in the pill: Latin capitals and CJK characters at the pill's type size. */
function pillWidth(words: string, wide: boolean): number {
  const [latin, cjk, pad] = wide ? [18.7, 26, 60] : [15.5, 24, 50];
  const width = [...words].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? cjk : latin), 0);
  return Math.round(width + pad);
}

export function renderBannerArt(file: string, language: string, audience: BannerArtAudience): string | undefined {
  const art = BANNER_ART[file];
  const svg = template(file);
  if (!art || !svg) return undefined;
  const lang: ArtLanguage = language === 'MS' || language === 'CN' ? language : 'EN';
  const words: ArtWords = art[audience][lang];
  const cta = words.cta ?? '';
  const width = pillWidth(cta, !file.includes('mobile'));
  const slots: Record<string, string> = {
    kicker: escapeHtml(words.kicker),
    line1: escapeHtml(words.line1),
    line2: escapeHtml(words.line2),
    line3: escapeHtml(words.line3 ?? ''),
    sub: escapeHtml(words.sub ?? ''),
    cta: escapeHtml(cta),
    ctaWidth: String(width),
    ctaShine: String(width - 4),
    ctaMiddle: (width / 2).toFixed(1),
  };
  return svg.replace(/\{\{(\w+)\}\}/g, (_, name: string) => slots[name] ?? '');
}

export function registerBannerArtRoute(app: FastifyInstance) {
  app.get(`${BANNER_ART_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { lang?: string; for?: string };
    const audience = (BANNER_ART_AUDIENCES as readonly string[]).includes(query.for ?? '') ? (query.for as BannerArtAudience) : 'visitor';
    const svg = /^[a-z0-9-]+\.svg$/.test(file) ? renderBannerArt(file, (query.lang ?? 'EN').toUpperCase(), audience) : undefined;
    if (!svg) return reply.code(404).send({ success: false, errorCode: 'not_found', message: 'No such banner art' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg);
  });
}
