import { describe, expect, it } from 'vitest';
import { MEMBER_TYPES } from '@orbit/contracts/member';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import en from '../locales/en.json';
import { CREATABLE_TYPES, FILTER_TYPES, memberTypeKind, memberTypeLabelKey } from './member-types.ts';

const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('member types', () => {
  it('names every type readably, agents with their number', () => {
    expect(text(memberTypeLabelKey(0))).toBe('Member');
    expect(text(memberTypeLabelKey(4))).toBe('Trial account');
    for (const type of [1, 2, 41, 42]) expect(text(memberTypeLabelKey(type))).toBe(`Agent (type ${type})`);
  });

  it('reads a type it does not know as unknown instead of failing', () => {
    expect(memberTypeLabelKey(7)).toBe('memberTypes.unknown');
    expect(typeof text('memberTypes.unknown')).toBe('string');
  });

  it('sorts types into members, agents and trial accounts', () => {
    expect(MEMBER_TYPES.map(memberTypeKind)).toEqual(['member', 'agent', 'agent', 'trial', 'agent', 'agent']);
  });

  it('filters by every type and creates only what the create call accepts', () => {
    expect([...FILTER_TYPES].sort()).toEqual([...MEMBER_TYPES].sort());
    const body = createAccountEndpoint.body!;
    for (const type of CREATABLE_TYPES) expect(body.safeParse({ username: 'agent01', type, upline: null, affiliateCode: null }).success).toBe(true);
    expect(body.safeParse({ username: 'agent01', type: 4, upline: null, affiliateCode: null }).success).toBe(false);
  });
});
