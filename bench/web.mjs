// The member site's first load (`npm run bench:web`), against a baseline measured in the same run:
//   1. first-load JavaScript of the home page, gzipped: the entry chunk of apps/web/dist and its static
//      imports, each gzipped at level 9 (target <= 150 KB; scripts/lib/web-first-load.mjs, as CI checks it);
//   2. Lighthouse 12 (mobile preset, performance only) on the real server started with the demo seed
//      (target score >= 95), next to an empty static page served by node:http (the best the machine and
//      the simulated phone can do).
// Builds the web app first if apps/web/dist/index.html is missing. Needs Chromium (/usr/bin/chromium,
// or CHROME_PATH). The server it starts is always stopped, whatever happens.
//
// Options: --runs=N    Lighthouse runs per page; the median by score is reported (default 1)
//          --port=3999 the server's port
//          --path=/    the page to audit
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';
import { startSite } from './lib/site-server.mjs';
import { firstLoadSets } from '../scripts/lib/web-first-load.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', 'results');
const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const PORT = Number(args.port ?? 3999);
const PATH = typeof args.path === 'string' ? args.path : '/';
const RUNS = Math.max(1, Number(args.runs ?? 1));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const TARGETS = { firstLoadJsGzipKB: 150, lighthouseScore: 95 };
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

// ---------------------------------------------------------------- 1. first-load JavaScript

function ensureWebBuild() {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  console.log('apps/web/dist/index.html is missing: running npm run build -w @orbit/web');
  const built = spawnSync('npm', ['run', 'build', '-w', '@orbit/web'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('the web build failed; see its output above');
}

/** The value of one attribute of a tag's source text, quoted or not. */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A URL of index.html to its file in dist (Vite's base is '/'; a relative base works too). */
function fileOf(url) {
  const pathname = new URL(url, 'http://site.invalid/').pathname;
  return path.join(WEB_DIST, decodeURIComponent(pathname));
}

function firstLoadJavaScript() {
  // The same figure CI checks (scripts/check-bundle-budget.mjs): the entry chunk and its static imports, from Vite's manifest.
  const { home } = firstLoadSets(WEB_DIST);
  const files = home.files.map((f) => ({ kind: 'script', url: `/${f.file}`, rawBytes: f.rawBytes, gzipBytes: f.gzipBytes }));
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const css = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => (attribute(tag, 'rel') ?? '').toLowerCase() === 'stylesheet' && attribute(tag, 'href') && existsSync(fileOf(attribute(tag, 'href'))))
    .map((tag) => gzipSync(readFileSync(fileOf(attribute(tag, 'href'))), { level: zlib.Z_BEST_COMPRESSION }).length);
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalRawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    cssGzipBytes: css.reduce((a, b) => a + b, 0),
  };
}

// ---------------------------------------------------------------- 2. servers

/** The baseline: an empty page (one word, since a page with nothing to paint has no FCP and no score). */
async function startBaseline() {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><p>Baseline</p></body></html>';
  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(request.url === '/' ? page : '');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// ---------------------------------------------------------------- 3. Lighthouse

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power emulation, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      opportunities,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

async function auditMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  runs.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return { ...runs[Math.floor((runs.length - 1) / 2)], runs: runs.length, scores: runs.map((r) => r.score) };
}

// ---------------------------------------------------------------- report

function printAudits(rows) {
  const ms = (v) => (v === null ? '—' : `${Math.round(v)}`);
  console.log('| page     | score | FCP ms | LCP ms | TBT ms |   CLS | SI ms |');
  console.log('|----------|------:|-------:|-------:|-------:|------:|------:|');
  for (const [name, r] of Object.entries(rows))
    console.log(
      `| ${name.padEnd(8)} | ${String(r.score ?? '—').padStart(5)} | ${ms(r.fcpMs).padStart(6)} | ${ms(r.lcpMs).padStart(6)} | ${ms(r.tbtMs).padStart(6)} | ${(r.cls === null ? '—' : r.cls.toFixed(3)).padStart(5)} | ${ms(r.speedIndexMs).padStart(5)} |`,
    );
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}: apt-get update && apt-get install -y chromium (or set CHROME_PATH)`);
  ensureWebBuild();

  const js = firstLoadJavaScript();
  console.log('First-load JavaScript of the home page (gzip -9):');
  for (const f of js.files) console.log(`  ${String(kb(f.gzipBytes)).padStart(7)} KB  (${kb(f.rawBytes)} KB raw)  ${f.kind.padEnd(13)} ${f.url}`);
  const jsOk = js.totalGzipBytes <= TARGETS.firstLoadJsGzipKB * 1024;
  console.log(
    `  total ${kb(js.totalGzipBytes)} KB gzipped in ${js.files.length} files  target <= ${TARGETS.firstLoadJsGzipKB} KB  ${verdict(jsOk)}   (CSS, not counted: ${kb(js.cssGzipBytes)} KB)`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-web-'));
  const audits = {};
  const baseline = await startBaseline();
  try {
    console.log(`\nLighthouse 12, mobile, performance only, ${RUNS} run(s) per page:`);
    audits.baseline = { url: baseline.url, ...(await auditMedian(baseline.url)) };
  } finally {
    await baseline.close();
  }
  let site;
  try {
    site = await startSite({ dataDir, port: PORT, pathname: PATH });
    if (site.problem) console.log(`WARNING: ${site.problem}`);
    audits.site = { url: site.url, ...(await auditMedian(site.url)) };
  } finally {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printAudits(audits);
  console.log(`(baseline ${audits.baseline.url}, site ${audits.site.url})`);
  const scoreOk = (audits.site.score ?? 0) >= TARGETS.lighthouseScore;
  console.log(`site score ${audits.site.score}  target >= ${TARGETS.lighthouseScore}  ${verdict(scoreOk)}   (baseline ${audits.baseline.score})`);
  if (audits.site.opportunities.length > 0) console.log(`site opportunities: ${audits.site.opportunities.join('; ')}`);
  for (const warning of audits.site.warnings ?? []) console.log(`site warning: ${warning}`);
  if (site.problem) {
    console.log(`\nPROBLEM: ${site.problem}`);
    process.exitCode = 1;
  }

  const report = {
    at: new Date().toISOString(),
    node: process.version,
    firstLoadJs: { ...js, targetKB: TARGETS.firstLoadJsGzipKB, verdict: verdict(jsOk) },
    lighthouse: { ...audits, targetScore: TARGETS.lighthouseScore, verdict: verdict(scoreOk) },
    problems: site.problem ? [site.problem] : [],
  };
  mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `web-${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(ROOT, file)}`);
}

for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => process.exit(130)); // runs the 'exit' clean-up
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
