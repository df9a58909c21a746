import { describe, expect, it } from 'vitest';
import { createAccountFormSchema, EMPTY_CREATE_ACCOUNT } from './create-account.ts';
import { memberLabelsFormSchema, memberLabelsToForm } from './member-labels.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('create-account form', () => {
  it('sends a member without upline or affiliate code as nulls', () => {
    expect(createAccountFormSchema.parse({ ...EMPTY_CREATE_ACCOUNT, username: 'ali2026' })).toEqual({
      username: 'ali2026',
      type: 0,
      upline: null,
      affiliateCode: null,
    });
  });

  it('sends an agent with its upline and affiliate code, trimmed', () => {
    expect(createAccountFormSchema.parse({ username: ' agent01 ', type: '41', upline: ' master1 ', affiliateCode: ' PROMO88 ' })).toEqual({
      username: 'agent01',
      type: 41,
      upline: 'master1',
      affiliateCode: 'PROMO88',
    });
  });

  it('drops an affiliate code typed for a plain member (only agents get one)', () => {
    expect(createAccountFormSchema.parse({ username: 'ali2026', type: '0', upline: '', affiliateCode: 'PROMO88' }).affiliateCode).toBeNull();
  });

  it('refuses a bad username, an unknown type and a bad affiliate code', () => {
    expect(paths(createAccountFormSchema.safeParse({ ...EMPTY_CREATE_ACCOUNT, username: '9lives' }))).toEqual(['username']);
    expect(paths(createAccountFormSchema.safeParse({ ...EMPTY_CREATE_ACCOUNT, username: 'ali2026', type: '4' }))).toEqual(['type']);
    expect(paths(createAccountFormSchema.safeParse({ username: 'agent01', type: '1', upline: '', affiliateCode: 'no spaces' }))).toEqual(['affiliateCode']);
  });
});

describe('member labels form', () => {
  it('round-trips a member with labels and a club label', () => {
    const member = { memberLabel: ['vip', 'high roller'], clubLabel: { labelName: 'Gold', rankLevel: 5 } };
    expect(memberLabelsFormSchema.parse(memberLabelsToForm(member))).toEqual(member);
  });

  it('sends no club label when it is switched off, whatever the fields hold', () => {
    const form = { memberLabel: [], hasClubLabel: false, clubLabel: { labelName: 'Gold', rankLevel: 3 } };
    expect(memberLabelsFormSchema.parse(form)).toEqual({ memberLabel: [], clubLabel: null });
  });

  it('drops blank and repeated labels', () => {
    const form = { memberLabel: [' vip ', 'vip', '  '], hasClubLabel: false, clubLabel: { labelName: '', rankLevel: 0 } };
    expect(memberLabelsFormSchema.parse(form).memberLabel).toEqual(['vip']);
  });

  it('refuses a club label without a name or with a rank out of range', () => {
    expect(paths(memberLabelsFormSchema.safeParse({ memberLabel: [], hasClubLabel: true, clubLabel: { labelName: ' ', rankLevel: 1 } }))).toEqual([
      'clubLabel.labelName',
    ]);
    expect(paths(memberLabelsFormSchema.safeParse({ memberLabel: [], hasClubLabel: true, clubLabel: { labelName: 'Gold', rankLevel: 100 } }))).toEqual([
      'clubLabel.rankLevel',
    ]);
  });
});
