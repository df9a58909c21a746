// A merchant's settings, section by section. The console edits one section at a time; the server keeps
// them and derives the public whitelabel reply from them.
import { z } from 'zod';
import { email, text, url } from './text.ts';
import { FEATURE_KEYS, type FeatureKey } from './features.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { memberBanksSchema } from './banks.ts';
import { lotterySettingsSchema } from './lottery-settings.ts';
import { rebatesSettingsSchema } from './rebates.ts';

const hexColour = text().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');
const urlOrPath = text()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'must be an http(s) URL or a path starting with /');
const countryCode = text().regex(/^[A-Z]{2}$/, 'country code must be two capital letters');

export const THEME_COLOUR_KEYS = [
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'textMuted',
  'accent',
  'accentText',
  'success',
  'danger',
] as const;
export type ThemeColourKey = (typeof THEME_COLOUR_KEYS)[number];

export const brandingSchema = z.object({
  siteName: text().trim().min(1).max(60),
  logoUrl: urlOrPath.nullable(),
  theme: z.object({
    mode: z.enum(['dark', 'light']),
    colours: z.object(Object.fromEntries(THEME_COLOUR_KEYS.map((k) => [k, hexColour])) as Record<ThemeColourKey, typeof hexColour>),
  }),
  /** Footer marketing text per language code; EN is the fallback. */
  marketingText: z.record(text(), text().max(1000)),
  copyright: text().trim().max(200),
});
export type Branding = z.infer<typeof brandingSchema>;

export const featureFlagsSchema = z.object(Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean()])) as Record<FeatureKey, z.ZodBoolean>);

export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  /** yyyy-MM-dd; a member confirms a birthday at least 21 years back (contracts/birthday.ts). */
  'birthday',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    /** Which pattern hint to show (0–23); null for none. */
    patternId: z.number().int().min(0).max(23).nullable(),
    /** The regular expression the value must match, checked by the server too. */
    acceptedPattern: text().max(300).nullable(),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, { message: 'minLength must not exceed maxLength', path: ['minLength'] })
  .refine((rule) => !rule.required || rule.enabled, { message: 'a required field must be enabled', path: ['required'] })
  .refine(
    (rule) => {
      if (rule.acceptedPattern === null) return true;
      try {
        new RegExp(rule.acceptedPattern);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'acceptedPattern is not a valid regular expression', path: ['acceptedPattern'] },
  );
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerRulesSchema = z
  .object(Object.fromEntries(REGISTER_FIELDS.map((f) => [f, fieldRuleSchema])) as Record<RegisterField, typeof fieldRuleSchema>)
  .refine((rules) => rules.username.enabled && rules.username.required && rules.password.enabled && rules.password.required, {
    message: 'username and password are always required',
    path: ['username'],
  });
export type RegisterRules = z.infer<typeof registerRulesSchema>;

export const maintenanceSchema = z
  .object({
    enabled: z.boolean(),
    /** ISO instants; a null start means now, a null end means until switched off. */
    startAt: z.iso.datetime({ offset: true }).nullable(),
    endAt: z.iso.datetime({ offset: true }).nullable(),
    message: z.record(text(), text().max(500)),
  })
  .refine((m) => !m.startAt || !m.endAt || Date.parse(m.startAt) < Date.parse(m.endAt), { message: 'the window must end after it starts', path: ['endAt'] });
export type Maintenance = z.infer<typeof maintenanceSchema>;

const ipOrCidr = text()
  .trim()
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'must be an IP address or CIDR range');

export const regionRestrictionSchema = z.object({
  enabled: z.boolean(),
  blockedCountries: z.array(countryCode).max(250),
  /** Addresses that pass even from a blocked country (office, testers). */
  ipAllowList: z.array(ipOrCidr).max(200),
});
export type RegionRestriction = z.infer<typeof regionRestrictionSchema>;

export const CS_TYPES = ['livechat', 'whatsapp', 'telegram', 'line', 'wechat', 'facebook', 'email', 'phone'] as const;
export const customerServiceEntrySchema = z.object({
  id: text().min(1).max(40),
  csType: z.enum(CS_TYPES),
  title: text().trim().min(1).max(60),
  /** A URL, an e-mail address or a phone number, by type. */
  path: text().trim().min(1).max(300),
  enabled: z.boolean(),
});
export const customerServiceSchema = z.array(customerServiceEntrySchema).max(30);
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const RESOURCE_TYPES = ['ios', 'ios_lite', 'android'] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: urlOrPath,
  labelNameEn: text().trim().max(60),
  labelNameCn: text().trim().max(60),
});
export const resourcesSchema = z.array(resourceSchema).max(10);
export type Resource = z.infer<typeof resourceSchema>;

export const BANNER_GROUPS = ['w_home', 'w_login', 'm_home'] as const;
export const bannerSchema = z.object({
  id: text().min(1).max(40),
  groupName: z.enum(BANNER_GROUPS),
  imageUrl: urlOrPath,
  link: urlOrPath.nullable(),
  title: z.record(text(), text().max(120)),
  enabled: z.boolean(),
});
export const bannersSchema = z.array(bannerSchema).max(30);
export type Banner = z.infer<typeof bannerSchema>;

export const generalSchema = z.object({
  /** The merchant's main market: the country a phone number field starts on when the visitor's own is unknown. */
  homeCountry: countryCode,
  defaultLang: z.enum(LANGUAGE_CODES),
  supportLanguages: z.array(z.enum(LANGUAGE_CODES)).min(1),
  gtagId: text()
    .trim()
    .regex(/^(G|UA|AW)-[A-Z0-9-]+$/)
    .nullable(),
  imageCDNs: z.array(urlOrPath).max(10),
  launchGameCDNs: z.array(urlOrPath).max(10),
  domains: z
    .array(
      text()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a host name'),
    )
    .max(50),
});
export type General = z.infer<typeof generalSchema>;

/** The merchant's account rules (docs/members.md): default password, expiry, codes, sessions, free play. */
export const accountsSchema = z.object({
  /** The merchant's default password ("{secret}" in messages): set on operator resets and agent-created accounts; forces a change. */
  defaultPassword: text().min(8).max(64),
  /** Days after which a password expires; enforced only when the passwordExpiry flag is on. */
  passwordExpiryDays: z.number().int().min(1).max(3650),
  /** How long an SMS or e-mail code lives. */
  codeExpiryMinutes: z.number().int().min(1).max(60),
  /** How long after one code the next may be asked for (the "get code" button's wait), in seconds. */
  codeResendSeconds: z.number().int().min(30).max(600),
  /** Codes a number or address may be sent in an hour, and an IP address in an hour. */
  codesPerTargetPerHour: z.number().int().min(1).max(100),
  codesPerIpPerHour: z.number().int().min(1).max(1000),
  /** Failed logins (per account or per address, in an hour) after which a captcha is asked. */
  captchaAfterFailures: z.number().int().min(0).max(100),
  /** Member sessions: absolute lifetime and idle timeout. */
  sessionHours: z.number().int().min(1).max(720),
  sessionIdleMinutes: z.number().int().min(5).max(1440),
  /** Prefix of free-play (trial) account names, and the play money a trial account starts with. */
  trialPrefix: text().regex(/^[a-z]{1,8}$/),
  trialBalance: text().regex(/^\d{1,9}(\.\d{1,2})?$/),
});
export type AccountsSettings = z.infer<typeof accountsSchema>;

const secret = text().max(500);
/** Where the merchant's SMS and e-mail go; with a provider switched off, messages wait in the console's outbox. */
export const messagingSchema = z.object({
  sms: z.object({
    enabled: z.boolean(),
    /** An HTTP provider: the body template may use {to}, {countryDialingCode}, {mobileNum} and {text}. */
    url: z.union([z.literal(''), url({ protocol: /^https?$/ })]),
    method: z.enum(['POST', 'GET']),
    contentType: z.enum(['application/json', 'application/x-www-form-urlencoded']),
    bodyTemplate: text().max(2000),
    /** A header sent with each request, such as an API key (kept secret: the console shows it masked). */
    authHeaderName: text().max(100),
    authHeaderValue: secret,
    sender: text().max(20),
  }),
  email: z.object({
    enabled: z.boolean(),
    host: text().max(200),
    port: z.number().int().min(1).max(65535),
    /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
    secure: z.boolean(),
    username: text().max(200),
    password: secret,
    fromAddress: z.union([z.literal(''), email()]),
    fromName: text().max(100),
  }),
});
export type MessagingSettings = z.infer<typeof messagingSchema>;

/** Google and Facebook sign-in: an OpenID Connect / OAuth client per provider. */
const socialProviderSchema = z.object({
  clientId: text().max(300),
  clientSecret: secret,
  /** The provider's issuer URL (OpenID discovery); Google's by default, settable for tests and other providers. */
  issuer: z.union([z.literal(''), url()]),
});
export const socialLoginSchema = z.object({ google: socialProviderSchema, facebook: socialProviderSchema });
export type SocialLoginSettings = z.infer<typeof socialLoginSchema>;

/** A bookmaker's margin in percent, as the trading desk types it (5 = 5%). */
const marginPercent = z.number().min(0).max(30);
const money = text().regex(/^\d{1,13}(\.\d{1,8})?$/, 'an amount such as 100 or 100.50');
const slug = text().regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and -');

/** How members pay in and out: deposit methods, the merchant's bank accounts, the gateway, withdrawal rules. */
export const paymentsSchema = z.object({
  depositMethods: z
    .array(
      z.object({
        id: slug,
        kind: z.enum(['bank', 'online']),
        name: text().trim().min(1).max(60),
        /** The name in other languages, by language code (MS, CN…); `name` is shown where a language has none. */
        localNames: z.record(text(), text().trim().max(60)).optional(),
        /** BANK_TRANSFER, FPX, DUITNOW, TNG, GRABPAY, BOOST, SHOPEEPAY or any other channel name the site draws. */
        channel: text().regex(/^[A-Z0-9_]{2,20}$/),
        min: money,
        max: money,
        /** Taken from the amount credited: amount × feePercent / 100 + feeFixed. */
        feePercent: text().regex(/^\d{1,2}(\.\d{1,2})?$/),
        feeFixed: money,
        enabled: z.boolean(),
      }),
    )
    .max(30),
  /** The merchant's accounts members transfer into. */
  bankAccounts: z
    .array(
      z.object({
        id: slug,
        bank: text().trim().min(1).max(60),
        accountName: text().trim().min(1).max(100),
        accountNumber: text().regex(/^\d{6,20}$/),
        enabled: z.boolean(),
      }),
    )
    .max(30),
  /** Banks a member may withdraw to, in the order the member site lists them. */
  memberBanks: memberBanksSchema,
  /**
   * The built-in sandbox gateway pays without money (its page has a Pay button), so with NODE_ENV=production
   * it works only while this is on (docs/decisions/0012-payment-gateway-and-webhooks.md); outside production it
   * always works. Kept beside `gateway`, not in it, so merchants saved before it read it as off.
   */
  sandboxInProduction: z.boolean(),
  /** The payment gateway for online methods; the built-in sandbox gateway by default. */
  gateway: z.object({
    provider: z.enum(['sandbox']),
    /** Our account at the gateway. */
    accountId: text().max(100),
    /** Signs our requests to the gateway and its webhooks to us (kept secret: shown masked). */
    apiSecret: secret,
    webhookSecret: secret,
  }),
  withdrawal: z.object({
    min: money,
    max: money,
    /** Withdrawals a member may ask for per day (merchant's time zone). */
    dailyCount: z.number().int().min(1).max(100),
    /** A paid withdrawal the member does not confirm within this time counts as received. */
    autoReceiveMinutes: z.number().int().min(1).max(10_080),
    /** Bank accounts a member may keep. */
    maxBankAccounts: z.number().int().min(1).max(10),
  }),
  /** Deposits and withdrawals of at least this amount need two different operators to approve them. */
  fourEyesAmount: money,
  /** Show the bonus or promo code field on the deposit form. */
  promoCodeField: z.boolean(),
});
export type PaymentsSettings = z.infer<typeof paymentsSchema>;

/**
 * How the house games play at this merchant. The slots' spin cycle is the shortest time between two
 * spins of one player at one house slot: the server refuses a faster spin with too_many_requests, and the
 * slot screen keeps its reels turning at least this long, so a merchant can slow play down (or, with 0, let a
 * player spin as fast as the answers come) without a deployment.
 */
export const gamesSettingsSchema = z.object({
  /** Milliseconds, 0–60 000 (one minute). */
  slotMinSpinMs: z.number().int().min(0).max(60_000),
  /**
   * The highest wagering multiple a bonus grant may carry (docs/wallet.md, Bonus money); a grant above it is
   * refused. Unset: 10. Optional, so a save of the section from before it existed stays valid.
   */
  bonusMaxMultiple: z.number().int().min(0).max(100).optional(),
  /** The house sportsbook (docs/sportsbook.md, Settings). Optional: unset, the defaults of SPORTSBOOK_DEFAULTS. */
  sportsbook: z
    .object({
      /** How much faster than real time the built-in feed plays its matches (1 = real time). */
      timeScale: z.number().int().min(1).max(120),
      /** Seconds a live bet is held before it is accepted, per sport (3–10). */
      liveDelaySeconds: z.object({
        football: z.number().int().min(3).max(10),
        basketball: z.number().int().min(3).max(10),
        esports: z.number().int().min(3).max(10),
      }),
      /** Per market and bet: the least and most one stakes, and the most a member's bets on one market may return. */
      minStake: money,
      maxStake: money,
      maxPayout: money,
      /** Mix parlays: the fewest and most legs (2 ≤ min ≤ max ≤ 20). */
      parlayMinLegs: z.number().int().min(2).max(20),
      parlayMaxLegs: z.number().int().min(2).max(20),
      /**
       * The most the book may lose on any one outcome: the potential net payout (return less stake) of every
       * member's open bets on it, a parlay's counted in full against each of its legs. Unset: the default.
       */
      maxLiabilityPerOutcome: money.optional(),
      /** Seconds a feed producer that reports `alive` may be silent before its markets are suspended (3–120). */
      producerDownSeconds: z.number().int().min(3).max(120).optional(),
      /** The book's margin taken off a cash-out's fair price, in percent (0–50). */
      cashOutMarginPercent: z.number().int().min(0).max(50).optional(),
      /**
       * The built-in feed's margin in percent (0–30), per sport, and per market type where one is set (it wins
       * over the sport's). Unset: 5% everywhere (SPORTSBOOK_MARGIN_DEFAULT).
       */
      margins: z
        .object({
          sports: z.object({ football: marginPercent, basketball: marginPercent, esports: marginPercent }),
          markets: z.record(text().regex(/^[a-z0-9_]{1,20}$/, 'a market type such as ah'), marginPercent),
        })
        .optional(),
      /** A desk settlement whose payouts reach this amount waits for a second operator. Unset: 10,000. */
      fourEyesAmount: money.optional(),
    })
    .refine((value) => value.parlayMinLegs <= value.parlayMaxLegs, { message: 'the fewest legs are at most the most legs', path: ['parlayMinLegs'] })
    .optional(),
});
export type GamesSettings = z.infer<typeof gamesSettingsSchema>;

/**
 * How agents are run at this merchant. Who pays a contract's settlement: 'upline' (the platform pays
 * top-level agents, each upline pays the agents under it, as in a level-difference scheme) or 'platform' (the
 * platform pays every agent). Agent-only domains refuse a non-agent's login with error_not_agent.
 */
export const agentsSettingsSchema = z.object({
  payer: z.enum(['upline', 'platform']),
  agentOnlyDomains: z
    .array(
      text()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'a host name such as agent.example.com'),
    )
    .max(20),
  /** The deepest a downline may sit under a top-level agent (1 = direct downlines only). */
  maxDepth: z.number().int().min(1).max(20),
});
export type AgentsSettings = z.infer<typeof agentsSettingsSchema>;

/** What the console shows in place of a stored secret; saving it back keeps the secret unchanged. */
export const MASKED_SECRET = '********';

export const SETTINGS_SECTIONS = {
  general: generalSchema,
  branding: brandingSchema,
  flags: featureFlagsSchema,
  registerRules: registerRulesSchema,
  maintenance: maintenanceSchema,
  regionRestriction: regionRestrictionSchema,
  customerService: customerServiceSchema,
  resources: resourcesSchema,
  banners: bannersSchema,
  accounts: accountsSchema,
  messaging: messagingSchema,
  socialLogin: socialLoginSchema,
  payments: paymentsSchema,
  games: gamesSettingsSchema,
  lottery: lotterySettingsSchema,
  agents: agentsSettingsSchema,
  rebates: rebatesSettingsSchema,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_KEYS = Object.keys(SETTINGS_SECTIONS) as [SettingsSection, ...SettingsSection[]];

export const merchantSettingsSchema = z.object({
  code: text(),
  name: text(),
  currency: text(),
  currencySymbol: text(),
  timeZone: text(),
  version: z.number().int(),
  ...SETTINGS_SECTIONS,
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
