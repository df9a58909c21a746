// Serves the two built sites: the member site at / (its page made per merchant and visitor, site-page.ts) and
// the console at /console, each answering its index.html for its own routes; unknown API paths get not_found.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sendError } from '../../plugins/errors.ts';
import { isApiPath } from '../../plugins/http.ts';
import { inlineStylesheets, renderSitePage, type SitePageInput } from './site-page.ts';

/** Serves the built web site at / and the console at /console, each answering its index.html for its own routes. */
export async function serveSites(app: FastifyInstance, config: Config, pageInput: (request: FastifyRequest) => Promise<SitePageInput | undefined>) {
  const webDir = config.WEB_DIST ? path.resolve(config.WEB_DIST) : '';
  const consoleDir = config.CONSOLE_DIST ? path.resolve(config.CONSOLE_DIST) : '';
  const hasWeb = webDir !== '' && existsSync(path.join(webDir, 'index.html'));
  const hasConsole = consoleDir !== '' && existsSync(path.join(consoleDir, 'index.html'));
  const setHeaders = (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    // Built files carry a content hash in their names; index.html must always be fetched again.
    reply.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
  };
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, prefix: '/', setHeaders, index: false, wildcard: true, preCompressed: true });
  if (hasConsole)
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      setHeaders,
      index: false,
      decorateReply: !hasWeb,
      wildcard: true,
      preCompressed: true,
    });

  // The site's page is made per visitor (site-page.ts); its template is read once.
  const webTemplate = hasWeb
    ? inlineStylesheets(readFileSync(path.join(webDir, 'index.html'), 'utf8'), (href) => {
        const file = path.join(webDir, href);
        return file.startsWith(webDir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      })
    : '';
  const sendWebPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = await pageInput(request);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.compress(input ? renderSitePage(webTemplate, input) : webTemplate);
  };
  // The folders themselves are pages, not directory listings.
  if (hasWeb) for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, sendWebPage);
  if (hasConsole)
    for (const url of ['/console', '/console/'])
      app.get(url, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Paths with a file extension are files, except the .html aliases of pages (/index.html, /register.html).
    const wantsPage = request.method === 'GET' && !isApiPath(pathname) && (!/\.[a-z0-9]{2,5}$/i.test(pathname) || pathname.endsWith('.html'));
    if (wantsPage && hasConsole && (pathname === '/console' || pathname.startsWith('/console/')))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir);
    if (wantsPage && hasWeb) return sendWebPage(request, reply);
    return sendError(reply, 'not_found', `No such call: ${request.method} ${pathname}`);
  });
}
