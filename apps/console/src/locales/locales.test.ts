// The three complete languages must carry the same texts: same keys, nothing blank, same placeholders,
// and a text for every key the code asks for, including the ones built from contract lists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CS_TYPES, BANNER_GROUPS, REGISTER_FIELDS, RESOURCE_TYPES, SETTINGS_SECTION_KEYS, THEME_COLOUR_KEYS } from '@orbit/contracts/settings';
import { ERROR_CODES } from '@orbit/contracts/errors';
import { FEATURE_GROUPS, FEATURES } from '@orbit/contracts/features';
import { ROLES } from '@orbit/contracts/permissions';
import { MEMBER_STATUSES, OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@orbit/contracts/console-members';
import { MEMBER_TYPES } from '@orbit/contracts/member';
import { ADJUSTMENT_DIRECTIONS } from '@orbit/contracts/console-finance';
import { DEPOSIT_KINDS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@orbit/contracts/payments';
import { TRANSACTION_KIND_KEYS, TRANSFER_STATUSES } from '@orbit/contracts/wallet';
import { NAVIGATION } from '../app/navigation.ts';
import { needsFollowUp } from '../lib/finance-status.ts';
import { ACCOUNT_KINDS, HOUSE_NAMES } from '../lib/ledger.ts';
import { memberTypeLabelKey } from '../lib/member-types.ts';
import { SMS_PLACEHOLDERS } from '../lib/messaging.ts';
import { issueMessageKey } from '../lib/validation.ts';
import en from './en.json';
import ms from './ms.json';
import cn from './cn.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const locales = { en: flatten(en as Tree), ms: flatten(ms as Tree), cn: flatten(cn as Tree) };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** A key asked for with a count resolves to its plural forms. */
const has = (key: string) => locales.en.has(key) || locales.en.has(`${key}_other`);

describe('locale files', () => {
  it('have the same keys in EN, MS and CN', () => {
    const keys = [...locales.en.keys()].sort();
    expect([...locales.ms.keys()].sort()).toEqual(keys);
    expect([...locales.cn.keys()].sort()).toEqual(keys);
  });

  it('have no empty texts', () => {
    for (const [name, texts] of Object.entries(locales)) {
      const blank = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => `${name}:${key}`);
      expect(blank).toEqual([]);
    }
  });

  it('keep the same placeholders in every language', () => {
    const mismatched: string[] = [];
    for (const [key, text] of locales.en) {
      for (const name of ['ms', 'cn'] as const) {
        const other = locales[name].get(key);
        if (other !== undefined && placeholders(other).join() !== placeholders(text).join()) mismatched.push(`${name}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('translate every server error code', () => {
    expect(ERROR_CODES.filter((code) => !has(`errors.${code}`))).toEqual([]);
  });

  it('name every menu entry, settings section, role, feature flag and register field', () => {
    const wanted = [
      ...NAVIGATION.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => `nav.${item.label ?? item.key}`),
      ...SETTINGS_SECTION_KEYS.map((section) => `sections.${section}`),
      ...ROLES.flatMap((role) => [`roles.${role}`, `roleHints.${role}`]),
      ...FEATURE_GROUPS.flatMap((group) => [`flagGroups.${group}`, `flagGroups.${group}Text`]),
      ...FEATURES.flatMap((feature) => [`flagLabels.${feature.key}`, `flagHints.${feature.key}`]),
      ...REGISTER_FIELDS.map((field) => `registerFields.${field}`),
      ...THEME_COLOUR_KEYS.map((key) => `branding.colours.${key}`),
      ...CS_TYPES.map((type) => `csTypes.${type}`),
      ...RESOURCE_TYPES.map((type) => `resourceTypes.${type}`),
      ...BANNER_GROUPS.map((group) => `bannerGroups.${group}`),
    ];
    expect(wanted.filter((key) => !has(key))).toEqual([]);
  });

  it('name every member type and status, outbox channel and status, and SMS placeholder', () => {
    const wanted = [
      ...MEMBER_TYPES.map(memberTypeLabelKey),
      'memberTypes.unknown',
      ...MEMBER_STATUSES.map((status) => `members.status.${status}`),
      ...OUTBOX_CHANNELS.map((channel) => `outbox.channels.${channel}`),
      ...OUTBOX_STATUSES.flatMap((status) => [`outbox.status.${status}`, `outbox.statusHint.${status}`]),
      ...SMS_PLACEHOLDERS.map((name) => `messaging.placeholder.${name}`),
      ...['selfExcluded', 'coolOff'].flatMap((kind) => [`rg.${kind}`, `rg.${kind}Text`]),
      ...['replaced', 'removed'].map((state) => `secret.${state}`),
      ...['unlock', 'resetPassword'].flatMap((action) => [`memberDetail.${action}Title`, `memberDetail.${action}Button`]),
    ];
    expect(wanted.filter((key) => !has(key))).toEqual([]);
  });

  it('name every finance status, movement kind, account and adjustment the finance screens show', () => {
    const wanted = [
      ...DEPOSIT_STATUSES.map((status) => `finance.depositStatus.${status}`),
      ...DEPOSIT_KINDS.map((kind) => `payments.kinds.${kind}`),
      ...WITHDRAWAL_STATUSES.map((status) => `finance.withdrawalStatus.${status}`),
      ...WITHDRAWAL_STATUSES.filter(needsFollowUp).flatMap((status) => [`finance.followUpTitle.${status}`, `finance.followUpButton.${status}`]),
      ...['waiting', 'overdue'].map((state) => `finance.confirmation.${state}`),
      ...TRANSFER_STATUSES.flatMap((status) => [`finance.transferStatus.${status}`, `finance.checked.${status}`]),
      ...TRANSACTION_KIND_KEYS.map((kind) => `ledger.kinds.${kind}`),
      ...ACCOUNT_KINDS.map((kind) => `ledger.accounts.${kind}`),
      ...HOUSE_NAMES.map((name) => `ledger.house.${name}`),
      ...ADJUSTMENT_DIRECTIONS.flatMap((direction) => [`ledger.directions.${direction}`, `ledger.effect.${direction}`, `ledger.confirm.${direction}`]),
      ...['not_received', 'partially_received'].map((status) => `finance.followUpButton.${status}`),
    ];
    expect(wanted.filter((key) => !has(key))).toEqual([]);
  });

  it('hold every validation message the resolver can choose', () => {
    const issues = [
      { code: 'too_small', origin: 'string', minimum: 1 },
      { code: 'too_small', origin: 'string', minimum: 8 },
      { code: 'too_small', origin: 'array', minimum: 1 },
      { code: 'too_small', origin: 'number', minimum: 0 },
      { code: 'too_big', origin: 'string', maximum: 60 },
      { code: 'too_big', origin: 'array', maximum: 10 },
      { code: 'too_big', origin: 'number', maximum: 255 },
      { code: 'invalid_format', format: 'datetime' },
      { code: 'invalid_format', format: 'email' },
      { code: 'invalid_format', format: 'url' },
      { code: 'invalid_format', format: 'regex' },
      { code: 'invalid_type', expected: 'number' },
      { code: 'invalid_type', expected: 'string' },
      { code: 'invalid_value', values: [] },
      { code: 'custom' },
    ].map((issue) => ({ path: [], message: 'x', ...issue }) as never);
    const keys = issues.map((issue) => issueMessageKey(issue).key);
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });

  it('hold every key the source asks for by name', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(root);
    const missing = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) if (!has(match[1]!)) missing.add(match[1]!);
      for (const match of source.matchAll(/'((?:validation|errors)\.[a-zA-Z0-9_]+)'/g)) if (!has(match[1]!)) missing.add(match[1]!);
    }
    expect([...missing]).toEqual([]);
  });
});
