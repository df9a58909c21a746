// What a new merchant starts with: every section of its settings filled with sensible values, so the
// site works before the operator has changed anything.
import { MALAYSIAN_BANKS } from '@orbit/contracts/banks';
import { defaultFeatureFlags } from '@orbit/contracts/features';
import { REAL_NAME_LENGTH, REAL_NAME_PATTERN } from '@orbit/contracts/real-name';
import { REGISTER_FIELDS, type FieldRule, type RegisterField, type RegisterRules } from '@orbit/contracts/settings';
import { defaultLotterySettings } from './lottery-settings.ts';
import type { SettingsSections } from './site.types.ts';

const off: FieldRule = { enabled: false, required: false, patternId: null, acceptedPattern: null, minLength: 0, maxLength: 64 };

// Usernames: a letter, then letters and digits (pattern hint 1); passwords 8–64 (docs/members.md).
const RULES: Partial<Record<RegisterField, FieldRule>> = {
  username: { enabled: true, required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 0, acceptedPattern: null, minLength: 8, maxLength: 64 },
  mobileNum: { enabled: true, required: false, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 9, maxLength: 11 },
  verificationCode: { enabled: true, required: false, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 },
  payeeName: {
    enabled: true,
    required: false,
    patternId: 21,
    acceptedPattern: REAL_NAME_PATTERN,
    minLength: REAL_NAME_LENGTH.min,
    maxLength: REAL_NAME_LENGTH.max,
  },
  email: { enabled: true, required: false, patternId: 3, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 100 },
  affiliateCode: { enabled: true, required: false, patternId: null, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20 },
  captcha: { enabled: true, required: true, patternId: null, acceptedPattern: null, minLength: 4, maxLength: 6 },
};

export function defaultRegisterRules(): RegisterRules {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, RULES[field] ?? off])) as RegisterRules;
}

export function defaultSettings(siteName: string): SettingsSections {
  return {
    general: {
      homeCountry: 'MY',
      defaultLang: 'EN',
      supportLanguages: ['EN', 'MS', 'CN'],
      gtagId: null,
      imageCDNs: [''].filter(Boolean),
      launchGameCDNs: [],
      domains: [],
    },
    branding: {
      siteName,
      logoUrl: null,
      theme: {
        mode: 'dark',
        colours: {
          background: '#0b1020',
          surface: '#131a2e',
          surfaceRaised: '#1b2440',
          border: '#2a3558',
          text: '#eef1f8',
          textMuted: '#9aa4bf',
          accent: '#f5b82e',
          accentText: '#1a1300',
          success: '#2ecc71',
          danger: '#ff5d6c',
        },
      },
      marketingText: {},
      // Empty: the site writes "© <year> <site name>. All rights reserved." in each visitor's language.
      copyright: '',
    },
    flags: defaultFeatureFlags(),
    registerRules: defaultRegisterRules(),
    maintenance: { enabled: false, startAt: null, endAt: null, message: {} },
    regionRestriction: { enabled: false, blockedCountries: [], ipAllowList: [] },
    customerService: [],
    resources: [],
    banners: [],
    accounts: {
      defaultPassword: 'Welcome#2026',
      passwordExpiryDays: 90,
      codeExpiryMinutes: 5,
      codeResendSeconds: 60,
      codesPerTargetPerHour: 5,
      codesPerIpPerHour: 30,
      captchaAfterFailures: 3,
      sessionHours: 24,
      sessionIdleMinutes: 60,
      trialPrefix: 'guest',
      trialBalance: '2000.00',
    },
    messaging: {
      sms: { enabled: false, url: '', method: 'POST', contentType: 'application/json', bodyTemplate: '', authHeaderName: '', authHeaderValue: '', sender: '' },
      email: { enabled: false, host: '', port: 587, secure: false, username: '', password: '', fromAddress: '', fromName: siteName },
    },
    socialLogin: {
      google: { clientId: '', clientSecret: '', issuer: 'https://accounts.google.com' },
      facebook: { clientId: '', clientSecret: '', issuer: 'https://www.facebook.com' },
    },
    // Malaysian methods by default; a merchant of another market edits them in the console.
    payments: {
      depositMethods: [
        {
          id: 'bank-transfer',
          kind: 'bank',
          name: 'Bank transfer',
          localNames: { MS: 'Pindahan bank', CN: '银行转账' },
          channel: 'BANK_TRANSFER',
          min: '30.00',
          max: '50000.00',
          feePercent: '0',
          feeFixed: '0.00',
          enabled: true,
        },
        {
          id: 'fpx',
          kind: 'online',
          name: 'FPX online banking',
          localNames: { MS: 'Perbankan dalam talian FPX', CN: 'FPX 网上银行' },
          channel: 'FPX',
          min: '10.00',
          max: '30000.00',
          feePercent: '0',
          feeFixed: '0.00',
          enabled: true,
        },
        {
          id: 'duitnow-qr',
          kind: 'online',
          name: 'DuitNow QR',
          localNames: { MS: 'DuitNow QR', CN: 'DuitNow 二维码' },
          channel: 'DUITNOW',
          min: '10.00',
          max: '10000.00',
          feePercent: '0',
          feeFixed: '0.00',
          enabled: true,
        },
        {
          id: 'tng',
          kind: 'online',
          name: "Touch 'n Go eWallet",
          localNames: { MS: "E-dompet Touch 'n Go", CN: "Touch 'n Go 电子钱包" },
          channel: 'TNG',
          min: '10.00',
          max: '5000.00',
          feePercent: '1.5',
          feeFixed: '0.00',
          enabled: true,
        },
        {
          id: 'grabpay',
          kind: 'online',
          name: 'GrabPay',
          localNames: { MS: 'GrabPay', CN: 'GrabPay' },
          channel: 'GRABPAY',
          min: '10.00',
          max: '5000.00',
          feePercent: '1.5',
          feeFixed: '0.00',
          enabled: false,
        },
      ],
      bankAccounts: [
        { id: 'maybank-1', bank: 'Maybank', accountName: `${siteName} Sdn Bhd`, accountNumber: '514012345678', enabled: true },
        { id: 'cimb-1', bank: 'CIMB Bank', accountName: `${siteName} Sdn Bhd`, accountNumber: '8600123456', enabled: true },
        { id: 'pbb-1', bank: 'Public Bank', accountName: `${siteName} Sdn Bhd`, accountNumber: '3123456789', enabled: true },
      ],
      memberBanks: MALAYSIAN_BANKS.map(({ code, name }) => ({ code, name, enabled: true, logo: null })),
      // The sandbox gateway credits without money: never in production unless an operator turns it on.
      sandboxInProduction: false,
      gateway: { provider: 'sandbox', accountId: '', apiSecret: '', webhookSecret: '' },
      withdrawal: { min: '50.00', max: '30000.00', dailyCount: 5, autoReceiveMinutes: 1440, maxBankAccounts: 3 },
      fourEyesAmount: '10000.00',
      promoCodeField: true,
    },
    // One second between two spins at a house slot: the reels' own animation, and a pace that keeps play deliberate.
    games: { slotMinSpinMs: 1000 },
    lottery: defaultLotterySettings(),
    // Each upline pays the agents under it (the platform pays the top level); no agent-only domain; five levels.
    agents: { payer: 'upline', agentOnlyDomains: [], maxDepth: 5 },
    // Off until an operator sets the rates and turns it on (it pays real money); daily, on stakes, claimed by
    // the member (the manualRebate flag is on by default), cash, nothing under RM 1.
    rebates: {
      enabled: false,
      period: 'daily',
      rateSource: 'table',
      basis: 'stake',
      rates: [
        { category: 'live', ratePpm: 5_000 },
        { category: 'rng', ratePpm: 8_000 },
        { category: 'sports', ratePpm: 5_000 },
        { category: 'fish', ratePpm: 5_000 },
        { category: 'pvp', ratePpm: 3_000 },
        { category: 'esports', ratePpm: 5_000 },
      ],
      minPayout: '1.00',
      turnoverMultiple: 0,
      payMode: 'claim',
    },
  };
}
