import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bonusNoteKey } from './bonus-notes.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'locales', 'wallet');
const [en, ms, cn] = ['en', 'ms', 'cn'].map((code) => JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as unknown);

const textOf = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("a credited bonus's note", () => {
  it('turns the reason codes the server writes into text keys', () => {
    expect(bonusNoteKey('wagering_done')).toBe('wallet.bonus.notes.wagering_done');
    expect(bonusNoteKey('referral_first_deposit')).toBe('wallet.bonus.notes.referral_first_deposit');
    expect(bonusNoteKey('Referral reward: turnover')).toBe('wallet.bonus.notes.referral_turnover');
    expect(bonusNoteKey('promotion:12:40')).toBe('wallet.bonus.notes.grant.promotion');
    expect(bonusNoteKey('rebate:rebate:daily:2026-11-27:3:1')).toBe('wallet.bonus.notes.grant.rebate');
  });

  it("shows an operator's own words as written", () => {
    expect(bonusNoteKey('Goodwill credit for the outage')).toBeNull();
    expect(bonusNoteKey('note: see ticket 12')).toBeNull();
  });

  it('has the line in English, Malay and Chinese for every code the server writes', () => {
    const codes = ['wagering_done', 'referral_first_deposit', 'referral_turnover', 'promotion:1', 'rebate:1', 'referral:1', 'manual:1', 'reward:1'];
    for (const tree of [en, ms, cn]) for (const code of codes) expect(typeof textOf(tree, bonusNoteKey(code)!), `${code}`).toBe('string');
  });
});
