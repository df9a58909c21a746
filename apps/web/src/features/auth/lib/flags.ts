// The merchant's switches the account flows read (docs/members.md). The
// settings type them as a string record, so they are picked here by name, a missing one reading as off.
export const AUTH_FLAG_KEYS = [
  'usernameRegistration',
  'mobileRegistration',
  'registerSmsVerification',
  'mobileRegisterPassword',
  'directRegistration',
  'registerActiveConsent',
  'smsLogin',
  'freePlay',
  'googleLogin',
  'facebookLogin',
  'recoverByEmail',
  'recoverBySms',
  'forcePasswordChange',
  'twoFactorNewIp',
] as const;

export type AuthFlagKey = (typeof AUTH_FLAG_KEYS)[number];
export type AuthFlags = Record<AuthFlagKey, boolean>;

export function authFlags(flags: Readonly<Record<string, boolean | undefined>>): AuthFlags {
  return Object.fromEntries(AUTH_FLAG_KEYS.map((key) => [key, flags[key] === true])) as AuthFlags;
}
