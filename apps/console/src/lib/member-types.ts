// Member types (isAgent) as operators read them: names, badge tones, and the types an operator
// may create from the console (trial accounts only come from the site's free play).
import { MEMBER_TYPES, type MemberType } from '@orbit/contracts/member';

/** The i18n key under `memberTypes.` of each type. */
const TYPE_KEYS: Record<MemberType, string> = { 0: 'member', 1: 'agent1', 2: 'agent2', 4: 'trial', 41: 'agent41', 42: 'agent42' };

export type MemberTypeKind = 'member' | 'agent' | 'trial';

export function isMemberType(value: number): value is MemberType {
  return (MEMBER_TYPES as readonly number[]).includes(value);
}

/** `memberTypes.<name>`; a type the console does not know yet reads as `memberTypes.unknown`. */
export function memberTypeLabelKey(type: number): string {
  return isMemberType(type) ? `memberTypes.${TYPE_KEYS[type]}` : 'memberTypes.unknown';
}

export function memberTypeKind(type: number): MemberTypeKind {
  if (type === 0) return 'member';
  if (type === 4) return 'trial';
  return 'agent';
}

/** Every type in the order the filter offers them. */
export const FILTER_TYPES: readonly MemberType[] = [0, 1, 2, 41, 42, 4];

/** The types the console's create-account form offers (the contract's body accepts exactly these). */
export const CREATABLE_TYPES = [0, 1, 2, 41, 42] as const;
