// The member site's page, made per merchant by the server: what a visitor's browser gets before any script runs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettingsEndpoint, getSettingsEndpoint } from '@orbit/contracts/console';
import { whitelabelSchema } from '@orbit/contracts/site';
import { jsonForHtml } from '../src/modules/site/site-page.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/seed.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';

const TEMPLATE = `<!doctype html><html><head><meta name="theme-color" content="#0b1220" /><title>Loading…</title><!--orbit:head--><link rel="stylesheet" crossorigin href="/assets/app.css"><script type="module" src="/assets/early.js"></script></head>
<body><div id="root"><!--orbit:splash--><div>spinner</div><!--/orbit:splash--></div></body></html>`;

function bootOf(html: string) {
  const match = /<script type="application\/json" id="orbit-boot">([\s\S]*?)<\/script>/.exec(html);
  return match
    ? (JSON.parse(match[1]!) as { whitelabel: { success: boolean; value: unknown }; status: { value: { status: number } }; statusUrl: string })
    : null;
}

describe("the site's page", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'orbit-web-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.css'), '.splash{color:gold}');
    t = await createTestApp({ WEB_DIST: dist, TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("carries the merchant's name, colours, logo splash, banner preloads and first replies", async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    expect(html).toContain('<title>Harimau Gold</title>');
    expect(html).toContain('--color-accent:#f5b82e');
    expect(html).toMatch(/<img src="\/media\/[^"]+" alt="Harimau Gold"/);
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+" media="\(min-width: 768px\)">/);
    expect(html).not.toContain('spinner</div>');
    // An open site's home page starts with its own first screen: the header's logo and the first banner in the
    // carousel's box, wide banner for wide screens.
    expect(html).toMatch(
      /<picture><source media="\(min-width: 768px\)" srcset="\/media\/[^"]+"><img src="\/media\/[^"]+" alt="Harimau Gold" fetchpriority="high" class="orbit-splash-banner /,
    );
    expect(html).toContain('.orbit-splash-banner{aspect-ratio:750/420}');
    // The stylesheet travels inside the page, which travels compressed.
    expect(html).toContain('<style>.splash{color:gold}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    const compressed = await t.app.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<title>Harimau Gold</title>');
    const boot = bootOf(html)!;
    // Exactly what the calls would answer this visitor.
    const call = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    expect(boot.whitelabel).toEqual(call.json());
    expect(whitelabelSchema.parse(boot.whitelabel.value)).toBeTruthy();
    expect(boot.statusUrl).toBe('/wps/system/status?url=localhost');
    expect(boot.status.value.status).toBe(0);
  });

  it('preloads banners on the home page only, and serves every site route the same way', async () => {
    const vip = await t.app.inject({ url: '/vip', headers: { host: 'localhost' } });
    expect(vip.body).not.toContain('media="(min-width: 768px)"');
    expect(vip.body).not.toContain('<picture>'); // other pages keep the logo splash: their first screen is not the banner
    expect(vip.body).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+">/); // the logo of the splash
    expect(bootOf(vip.body)).not.toBeNull();
    const aliased = await t.app.inject({ url: '/index.html', headers: { host: 'localhost' } });
    expect(aliased.body).toContain('media="(min-width: 768px)"');
  });

  it("tells the visitor's status in the page: restricted here, open elsewhere", async () => {
    const admin = operatorClient(t, (await loginOperator(t)).token);
    await admin.call(updateSettingsEndpoint, { params: { section: 'regionRestriction' }, body: { enabled: true, blockedCountries: ['US'], ipAllowList: [] } });
    const us = bootOf((await t.app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-for': '8.8.8.8' } })).body)!;
    expect(us.status.value.status).toBe(2);
    // The restriction page follows, so the home page's banner is not drawn first.
    expect((await t.app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-for': '8.8.8.8' } })).body).not.toContain('<picture>');
    const my = bootOf((await t.app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-for': '175.139.0.1' } })).body)!;
    expect(my.status.value.status).toBe(0);
    await admin.call(updateSettingsEndpoint, { params: { section: 'regionRestriction' }, body: { enabled: false, blockedCountries: [], ipAllowList: [] } });
  });

  it('cannot be broken out of by a site name, and gives an unknown host the plain page', async () => {
    const admin = operatorClient(t, (await loginOperator(t, undefined, undefined, DEMO_TOTP_SECRET)).token);
    const settings = await admin.call(getSettingsEndpoint);
    const hostile = 'Gold</script><script>alert(1)</script>&"';
    await admin.call(updateSettingsEndpoint, { params: { section: 'branding' }, body: { ...settings.branding, siteName: hostile } });
    const html = (await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Gold&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;</title>');
    expect((bootOf(html)!.whitelabel.value as { branding: { siteName: string } }).branding.siteName).toBe(hostile);
    expect(jsonForHtml('"</script>"')).toBe('"\\u003c/script\\u003e"');
    const unknown = await t.app.inject({ url: '/', headers: { host: 'nobody.example' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('spinner</div>');
    expect(bootOf(unknown.body)).toBeNull();
  });
});
