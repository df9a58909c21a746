// What the journeys share: a browser of Debian's Chromium, the server's address, screenshots, and an
// operator session made through the real console login (enrolling the authenticator when needed).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import { createApiClient } from '@orbit/contracts/client';
import { confirmSettingsChangeEndpoint } from '@orbit/contracts/console-approvals';
import { consoleEnrolEndpoint, consoleLoginEndpoint, consoleMeEndpoint, createOperatorEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import type { MerchantSettings, SettingsSection } from '@orbit/contracts/settings';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const ARTIFACTS = path.resolve('.e2e-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const DEMO_OPERATOR = { username: 'admin', password: 'Admin#2026demo' };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; headers?: Record<string, string>; language?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    extraHTTPHeaders: options.headers,
    deviceScaleFactor: 1,
  });
  if (options.language) await context.addInitScript((code) => localStorage.setItem('hisLang', code), options.language);
  const page = await context.newPage();
  return { context, page };
}

/** Every text key of the site and the console (their English texts), to catch one shown in place of its text. */
const TEXT_KEYS: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    // A plural's forms (`_one`, `_other`) show as the key without the form when missing.
    if (typeof node === 'string') keys.add(prefix).add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  const folders = ['apps/web/src/locales', 'apps/console/src/locales'];
  for (const folder of folders)
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name === 'en.json' || name.endsWith('/en.json')))
      walk(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '');
  return keys;
})();
// A whole dotted word: a job's name such as rebates.run-closed-periods is data, not the key rebates.run.
const DOTTED = /(?<![\w.-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+(?![\w-]|\.\w)/g;

/**
 * Saves what the page shows, after checking it shows no text key in place of its text (a text set the page
 * forgot to load, or a key missing from it): every journey's screenshots look for that as they are taken.
 */
export async function screenshot(page: Page, name: string) {
  // Let entry animations (a dialog's backdrop fading in) finish, so the picture shows the settled screen.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, noscript, code, pre, textarea, [translate="no"]')) texts.push(node.textContent ?? '');
    }
    // translate="no" marks an identifier shown as it is (an audit action such as promotions.create).
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')))
      if (!element.closest('[translate="no"]'))
        for (const attribute of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(attribute) ?? '');
    return texts;
  });
  // (Data such as an audit action may read like a key; only the site's and the console's own keys count.)
  const key = shown.flatMap((text) => text.match(DOTTED) ?? []).find((token) => TEXT_KEYS.has(token));
  if (key) throw new Error(`${name}: the page shows the text key "${key}" instead of its text`);
}

export function totpNow(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });
}

// Journey files run in separate processes; an operator's authenticator secret and session are kept in
// the run's state folder so that each file does not have to wait for a fresh 30-second code.
const STATE_DIR = process.env.E2E_STATE_DIR ?? ARTIFACTS;

interface OperatorState {
  secret: string;
  token?: string;
}

function stateFile(username: string) {
  return path.join(STATE_DIR, `operator-${username}.json`);
}

export function readOperatorState(username: string): OperatorState | undefined {
  return existsSync(stateFile(username)) ? (JSON.parse(readFileSync(stateFile(username), 'utf8')) as OperatorState) : undefined;
}

export function saveOperatorState(username: string, state: OperatorState) {
  writeFileSync(stateFile(username), JSON.stringify(state));
}

/** An API client logged in as an operator, for setting the scene of a journey. */
export async function operatorApi(username = DEMO_OPERATOR.username, password = DEMO_OPERATOR.password) {
  const api = createApiClient({ baseUrl: BASE_URL });
  const known = readOperatorState(username);
  if (known?.token) {
    const client = createApiClient({ baseUrl: BASE_URL, headers: () => ({ authorization: known.token }) });
    const alive = await client.call(consoleMeEndpoint).then(
      () => true,
      () => false,
    );
    if (alive) return client;
  }
  let token: string;
  if (known) {
    // A code works once: wait for the next 30-second step.
    const step = Math.floor(Date.now() / 30_000);
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 200));
    const reply = await api.call(consoleLoginEndpoint, { body: { username, password, totpCode: totpNow(known.secret) } });
    if (reply.state !== 'ok') throw new Error('expected a session');
    token = reply.token;
    saveOperatorState(username, { secret: known.secret, token });
  } else {
    const first = await api.call(consoleLoginEndpoint, { body: { username, password } });
    if (first.state !== 'enrol') throw new Error(`${username} is enrolled but its secret is unknown to the journeys`);
    const session = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: totpNow(first.secret) } });
    token = session.token;
    saveOperatorState(username, { secret: first.secret, token });
  }
  return createApiClient({ baseUrl: BASE_URL, headers: () => ({ authorization: token }) });
}

export type TextTree = { [key: string]: string | TextTree };
const LOCALES = path.resolve('apps/web/src/locales');

/**
 * The site's texts in one language as one tree: the shell's file and the screen text sets' own files
 * (src/locales/account/<code>.json, src/locales/wallet/<code>.json), which the site fetches with those screens.
 */
export function siteTextTree(code: string): TextTree {
  const read = (file: string): TextTree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TextTree) : {});
  // A section may be spread over the files (errors: a feature's own refusals live in its set), so they merge deeply.
  const merge = (into: TextTree, from: TextTree): TextTree => {
    const out: TextTree = { ...into };
    for (const [key, value] of Object.entries(from)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
    }
    return out;
  };
  return ['account', 'wallet', 'support', 'lottery', 'agents'].reduce(
    (tree, set) => merge(tree, read(path.join(LOCALES, set, `${code}.json`))),
    read(path.join(LOCALES, `${code}.json`)),
  );
}

/** The console's texts in one language, by key, with {{placeholders}} filled and `count` choosing _one or _other. */
export function consoleTexts(code: 'en' | 'ms') {
  const tree = JSON.parse(readFileSync(path.resolve('apps/console/src/locales', `${code}.json`), 'utf8')) as TextTree;
  const plural = new Intl.PluralRules(code);
  const find = (key: string) => key.split('.').reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return (key: string, values: Record<string, string | number> = {}): string => {
    let found = find(key);
    if (found === undefined && typeof values.count === 'number') found = find(`${key}_${plural.select(values.count)}`) ?? find(`${key}_other`);
    if (typeof found !== 'string') throw new Error(`no console text ${key} in ${code}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The second operator (role admin) that confirms changes held for four-eyes; made by the demo operator once. */
export const CHECKER_OPERATOR = { username: 'checker', password: 'Amber-Falcon-Ridge-47' };

/** An API client of the second operator, made and enrolled on first use. */
export async function checkerApi() {
  if (!readOperatorState(CHECKER_OPERATOR.username)) {
    const admin = await operatorApi();
    await admin.call(createOperatorEndpoint, { body: { ...CHECKER_OPERATOR, displayName: 'Second operator', role: 'admin' } }).catch((error: unknown) => {
      // Made by an earlier run whose state folder is gone: its authenticator secret is lost with it.
      if ((error as { errorCode?: string }).errorCode !== 'username_taken') throw error;
      throw new Error('the checker operator exists but its authenticator secret is not in the state folder: reset the journeys database');
    });
  }
  return operatorApi(CHECKER_OPERATOR.username, CHECKER_OPERATOR.password);
}

/**
 * Saves one settings section as the operator does and, when the save is held for a second operator
 * (settings that guard money, docs/wallet.md "Four-eyes rules"), has the checker confirm it.
 */
export async function saveSettings<S extends SettingsSection>(api: OperatorApi, section: S, value: MerchantSettings[S]) {
  const saved = await api.call(updateSettingsEndpoint, { params: { section }, body: value as never });
  if (saved.pendingChange) await confirmHeld(saved.pendingChange.id);
}

/** The checker confirms a held settings change. */
export async function confirmHeld(id: number) {
  await (await checkerApi()).call(confirmSettingsChangeEndpoint, { params: { id } });
}

type OperatorApi = Awaited<ReturnType<typeof operatorApi>>;
