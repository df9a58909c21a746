// Every feature switch (and the whitelabel flags) as one list. The server stores a
// merchant's values by `key`, publishes them in the module tree by `modId`, and the sites read `key`.
export interface FeatureDefinition {
  key: string;
  modId: string;
  group: FeatureGroup;
  default: boolean;
}

export type FeatureGroup = 'register' | 'login' | 'security' | 'member' | 'agent' | 'home';
export const FEATURE_GROUPS: readonly FeatureGroup[] = ['register', 'login', 'security', 'member', 'agent', 'home'];

// Generic in the key, so FeatureKey below is the union of the keys, not plain string.
const feature = <K extends string>(key: K, modId: string, group: FeatureGroup, defaultValue: boolean): FeatureDefinition & { key: K } => ({
  key,
  modId,
  group,
  default: defaultValue,
});

export const FEATURES = [
  feature('usernameRegistration', 'REG_USERNAME', 'register', true),
  feature('mobileRegistration', 'REG_MOBILE', 'register', true),
  feature('registerSmsVerification', 'REG_SMS_VERIFY', 'register', true),
  feature('mobileRegisterPassword', 'REG_MOBILE_PASSWORD', 'register', true),
  feature('directRegistration', 'REG_DIRECT', 'register', true),
  // Active consent: the 18+ and terms box starts unticked, so the visitor ticks it (docs/members.md, "Registering").
  feature('registerActiveConsent', 'REG_ACTIVE_CONSENT', 'register', true),
  feature('smsLogin', 'LOGIN_SMS', 'login', true),
  feature('freePlay', 'LOGIN_FREE_PLAY', 'login', true),
  feature('googleLogin', 'LOGIN_GOOGLE', 'login', false),
  feature('facebookLogin', 'LOGIN_FACEBOOK', 'login', false),
  feature('loginedToHomePage', 'LOGINED_TO_HOME', 'login', false),
  feature('forcePasswordChange', 'FORCE_PASS_CHANGE', 'security', true),
  feature('passwordExpiry', 'PASSWORD_EXPIRY', 'security', false),
  feature('recoverByEmail', 'CHNGPASSMAIL3', 'security', true),
  feature('recoverBySms', 'CHNGPASSVERIF3', 'security', true),
  feature('twoFactorNewIp', 'TWO_FACTOR_NEW_IP', 'security', false),
  feature('manualRebate', 'MANUAL_REBATE', 'member', true),
  feature('vip', 'VIP', 'member', true),
  feature('pointMall', 'POINT_MALL', 'member', true),
  feature('rewardCenter', 'REWARD_CENTER', 'member', true),
  feature('referral', 'REFERRAL', 'member', true),
  feature('missions', 'MISSION', 'member', true),
  feature('playerRank', 'PLAYER_RANK', 'member', true),
  feature('messages', 'MESSAGE', 'member', true),
  feature('transferUpline', 'TRANSFER_UPLINE', 'member', true),
  feature('agentPolicy', 'AGENT_POLICY', 'agent', true),
  feature('contractDividend', 'CONTRACT_DIVIDEND', 'agent', true),
  feature('salaryDaily', 'SALARY_DAILY', 'agent', true),
  feature('salaryHourly', 'SALARY_HOURLY', 'agent', false),
  feature('salaryRealtime', 'SALARY_REALTIME', 'agent', false),
  feature('homeWinnersBoard', 'HOME_WINNERS', 'home', true),
  feature('homeHotGames', 'HOME_HOT_GAMES', 'home', true),
  feature('homeAppDownload', 'HOME_APP_DOWNLOAD', 'home', true),
] as const satisfies readonly FeatureDefinition[];

export type FeatureKey = (typeof FEATURES)[number]['key'];
export type FeatureFlags = Record<FeatureKey, boolean>;

export const FEATURE_KEYS = FEATURES.map((f) => f.key) as [FeatureKey, ...FeatureKey[]];

export function defaultFeatureFlags(): FeatureFlags {
  return Object.fromEntries(FEATURES.map((f) => [f.key, f.default])) as FeatureFlags;
}
