// The demo merchant "Harimau Gold" (Malaysia, MYR, Asia/Kuala_Lumpur, EN/MS/CN) and its first operator.
// Idempotent: a second run finds the merchant and changes nothing. `npm start` runs it; production never does.
import { BANNER_ART_PREFIX } from '@orbit/contracts/banner-art';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.ts';
import { defaultSettings } from '../modules/site/site.defaults.ts';
import * as siteRepo from '../modules/site/site.repo.ts';
import * as operatorsRepo from '../modules/console/operators.repo.ts';
import * as membersRepo from '../modules/members/members.repo.ts';
import type { SettingsSections } from '../modules/site/site.types.ts';
import { vendors } from '../db/schema/wallet.ts';
import { agentRebates } from '../db/schema/agents.ts';
import { HOUSE_VENDOR_CODE } from '../vendors/house/transfer-wallet.ts';
import { seedHouseCatalogue } from '../modules/games/catalogue.seed.ts';
import { seedLegalPages } from '../modules/content/legal-pages.seed.ts';
import { seedDemoRaffle, seedPromotions } from '../modules/promotions/promotions.seed.ts';
import { ensureVendorSecrets } from '../modules/wallet/seamless/credentials.ts';
import { hashPassword, passwordHashCost, STRONG_COST } from '../lib/passwords.ts';

export const DEMO_MERCHANT_CODE = 'HGOLD';
export const DEMO_OPERATOR = { username: 'admin', password: 'Admin#2026demo' };
/**
 * The authenticator secret the demo operator is offered at its first login. Fixed so that `npm run totp`
 * can print its codes without a phone; only the demo seed uses it, and production refuses the demo seed.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPORBITDEMOZZZAAAA';

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** A stable id per seed file, so a re-run points at the same stored asset. */
function assetId(file: string): string {
  const hex = createHash('sha256').update(`seed:${file}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.svg`;
}

function demoSettings(assetUrl: (file: string) => string | null): SettingsSections {
  const settings = defaultSettings('Harimau Gold');
  // Banners are the platform's art, drawn in the reader's language and for a visitor or a member (site/banner-art.ts).
  const banner = (id: string, groupName: 'w_home' | 'm_home' | 'w_login', file: string, link: string | null, en: string, ms: string, cn: string) => [
    { id, groupName, imageUrl: `${BANNER_ART_PREFIX}${file}`, link, title: { EN: en, MS: ms, CN: cn }, enabled: true },
  ];
  return {
    ...settings,
    general: { ...settings.general, domains: ['localhost', '127.0.0.1'] },
    // The demo runs its daily cashback (docs/rebates.md): members claim it from the Cashback page.
    rebates: { ...settings.rebates, enabled: true },
    branding: {
      ...settings.branding,
      logoUrl: assetUrl('logo.svg'),
      marketingText: {
        EN: 'Harimau Gold brings sports, live casino, slots, card games, fishing and lottery together in one secure wallet, with fast local banking and friendly support around the clock.',
        MS: 'Harimau Gold menghimpunkan sukan, kasino langsung, slot, permainan kad, memancing dan loteri dalam satu dompet yang selamat, dengan perbankan tempatan yang pantas dan sokongan mesra sepanjang masa.',
        CN: 'Harimau Gold 汇集体育、真人娱乐场、老虎机、棋牌、捕鱼和彩票，一个安全钱包全部搞定，本地银行快速存取，全天候贴心客服。',
      },
      // Left empty so the line reads in each visitor's language with the current year.
      copyright: '',
    },
    // No "live chat" entry: the platform's own chat is offered beside these (docs/chat.md); an entry of that
    // kind is for an outside chat widget's address.
    customerService: [
      { id: 'cs-wa', csType: 'whatsapp', title: 'WhatsApp', path: 'https://wa.me/60123456789', enabled: true },
      { id: 'cs-tg', csType: 'telegram', title: 'Telegram', path: 'https://t.me/harimaugold_support', enabled: true },
      { id: 'cs-mail', csType: 'email', title: 'E-mail', path: 'support@harimaugold.example', enabled: true },
    ],
    resources: [
      { resourceType: 'ios', url: '/down?platform=ios', labelNameEn: 'iOS', labelNameCn: '苹果版' },
      { resourceType: 'android', url: '/down?platform=android', labelNameEn: 'Android', labelNameCn: '安卓版' },
    ],
    banners: [
      ...banner('home-1', 'w_home', 'banner-home-1.svg', '/register', 'Welcome to Harimau Gold', 'Selamat datang ke Harimau Gold', '欢迎来到 Harimau Gold'),
      ...banner(
        'home-2',
        'w_home',
        'banner-home-2.svg',
        '/promotions',
        "Play Malaysia's favourite games",
        'Main permainan kegemaran Malaysia',
        '畅玩马来西亚人最爱的游戏',
      ),
      ...banner(
        'home-3',
        'w_home',
        'banner-home-3.svg',
        '/help',
        '24/7 fast deposits and withdrawals',
        'Deposit dan pengeluaran pantas 24/7',
        '全天候快速存取款',
      ),
      ...banner('mobile-1', 'm_home', 'banner-mobile-1.svg', '/register', 'Welcome to Harimau Gold', 'Selamat datang ke Harimau Gold', '欢迎来到 Harimau Gold'),
      ...banner('login-1', 'w_login', 'banner-login.svg', null, 'Welcome back', 'Selamat kembali', '欢迎回来'),
    ],
  };
}

/**
 * The demo passwords' scrypt hashes (our parameters), made once: every test file seeds a fresh database, and
 * hashing three passwords each time cost the suite half a minute. seed.test.ts checks they still match.
 */
export const DEMO_PASSWORD_HASHES = {
  operator: 'scrypt$131072$8$1$V1QYVrNB6v7rD7DVsh3atw==$X5VfbCYEagOaqsguqj7A23SVF5s9vfdz1iKwrbg47ao=',
  agent: 'scrypt$131072$8$1$YPQOl7bbfswKEsCLgt1+tw==$qF8WFiNArxKSb7Sf3RU3Xcv9twayTUpaM0yuJQ8STfA=',
  member: 'scrypt$131072$8$1$vahXBBY/Ad6+30yYiaqk6g==$zrS4m3CTVsFygTHBKIFqldM2uZhhhAw4hKxqNTHcnBY=',
};

/**
 * The stored hash of a demo password: the one made once at the strong cost, or a fresh one at the cheap cost
 * tests and the journeys run with (PASSWORD_HASH_COST=test), so their logins do not pay the strong cost.
 */
export async function demoHash(kind: keyof typeof DEMO_PASSWORD_HASHES, password: string): Promise<string> {
  return passwordHashCost() === STRONG_COST ? DEMO_PASSWORD_HASHES[kind] : hashPassword(password);
}

/** A demo agent (type 1, with an affiliate code to register under) and a demo member in its downline. */
export const DEMO_AGENT = { username: 'agent01', password: 'Agent#2026demo', affiliateCode: 'HGOLD88' };
export const DEMO_MEMBER = { username: 'demo01', password: 'Player#2026demo', countryDialingCode: '60', mobileNum: '123456789', email: 'demo01@example.com' };

/** Adds the demo agent and member to the demo merchant when they are missing (also to a database seeded before they existed). */
async function seedDemoMembers(database: Database): Promise<void> {
  const db = database.db;
  const merchant = await siteRepo.findMerchantByCode(db, DEMO_MERCHANT_CODE);
  if (!merchant || (await membersRepo.findByUsername(db, merchant.id, DEMO_MEMBER.username))) return;
  const now = new Date();
  const agentHash = await demoHash('agent', DEMO_AGENT.password);
  const memberHash = await demoHash('member', DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    const agent =
      (await membersRepo.findByUsername(tx, merchant.id, DEMO_AGENT.username)) ??
      (await membersRepo.insert(tx, {
        merchantId: merchant.id,
        username: DEMO_AGENT.username,
        usernameKey: DEMO_AGENT.username,
        nickname: 'Demo Agent',
        type: 1,
        affiliateCode: DEMO_AGENT.affiliateCode,
        passwordHash: agentHash,
        passwordChangedAt: now,
        registerMethod: 'CONSOLE',
        createdAt: now,
      }));
    await membersRepo.insert(tx, {
      merchantId: merchant.id,
      username: DEMO_MEMBER.username,
      usernameKey: DEMO_MEMBER.username,
      nickname: 'Demo Player',
      type: 0,
      uplineId: agent?.id ?? null,
      passwordHash: memberHash,
      passwordChangedAt: now,
      countryDialingCode: DEMO_MEMBER.countryDialingCode,
      mobileNum: DEMO_MEMBER.mobileNum,
      email: DEMO_MEMBER.email,
      realName: 'Demo Player',
      registerMethod: 'WEB',
      createdAt: now,
    });
  });
}

/**
 * The demo agent's own rebate rates (ppm of turnover) per product type: an agent passes rates on to its
 * downlines only up to its own, so without these the demo agent could give none. Operators set a real agent's
 * rates in the console (Agents → the agent's page).
 */
export const DEMO_AGENT_REBATES_PPM = {
  lottery: 20_000,
  live: 8_000,
  sports: 10_000,
  fish: 10_000,
  rng: 12_000,
  pvp: 10_000,
  esports: 10_000,
  elott: 15_000,
} as const;

async function seedDemoAgentRebates(database: Database): Promise<void> {
  const merchant = await siteRepo.findMerchantByCode(database.db, DEMO_MERCHANT_CODE);
  const agent = merchant && (await membersRepo.findByUsername(database.db, merchant.id, DEMO_AGENT.username));
  if (!merchant || !agent) return;
  const now = new Date();
  await database.db
    .insert(agentRebates)
    .values(
      Object.entries(DEMO_AGENT_REBATES_PPM).map(([category, ratePpm]) => ({ merchantId: merchant.id, memberId: agent.id, category, ratePpm, updatedAt: now })),
    )
    .onConflictDoNothing();
}

/** The demo merchant's vendors: the house vendor with a transfer wallet, and the house game vendors with their games. */
async function seedDemoVendors(database: Database): Promise<void> {
  const merchant = await siteRepo.findMerchantByCode(database.db, DEMO_MERCHANT_CODE);
  if (!merchant) return;
  await database.db
    .insert(vendors)
    .values({ merchantId: merchant.id, code: HOUSE_VENDOR_CODE, name: 'Harimau Originals', walletMode: 'transfer', sortOrder: 0 })
    .onConflictDoNothing();
  // The house vendor's seamless game vendors (one per category) and their games.
  await seedHouseCatalogue(database.db, merchant.id);
  await ensureVendorSecrets(database.db, merchant.id, new Date());
}

/** Every merchant's legal pages in its help centre, the first time only (modules/content/legal-pages.seed.ts). */
async function seedMerchantsLegalPages(database: Database): Promise<void> {
  const now = new Date();
  for (const merchant of await siteRepo.allMerchants(database.db)) {
    await database.db.transaction((tx) => seedLegalPages(tx, merchant, now));
  }
}

/** The demo merchant's promotions with their banner art and its raffle, the first time only (modules/promotions/promotions.seed.ts). */
async function seedDemoPromotions(database: Database): Promise<void> {
  const merchant = await siteRepo.findMerchantByCode(database.db, DEMO_MERCHANT_CODE);
  if (!merchant) return;
  await database.db.transaction(async (tx) => {
    const stored = new Map<string, string>();
    for (const file of ['promo-welcome.svg', 'promo-reload.svg', 'promo-free.svg', 'promo-share.svg']) {
      const full = path.join(assetsDir, file);
      if (!existsSync(full)) continue;
      const bytes = readFileSync(full);
      const id = assetId(file);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await siteRepo.insertAsset(tx, { id, merchantId: merchant.id, contentType: 'image/svg+xml', size: bytes.length, sha256, bytes });
      stored.set(file, `/media/${id}`);
    }
    await seedPromotions(tx, merchant.id, (file) => stored.get(file) ?? null, new Date());
    const demo = await membersRepo.findByUsername(tx, merchant.id, DEMO_MEMBER.username);
    await seedDemoRaffle(tx, merchant, stored.get('promo-free.svg') ?? null, demo?.id ?? null, new Date());
  });
}

export async function seedDemo(database: Database): Promise<{ created: boolean }> {
  const db = database.db;
  if (await siteRepo.findMerchantByCode(db, DEMO_MERCHANT_CODE)) {
    await seedDemoMembers(database);
    await seedDemoAgentRebates(database);
    await seedDemoVendors(database);
    await seedMerchantsLegalPages(database);
    await seedDemoPromotions(database);
    return { created: false };
  }
  const passwordHash = await demoHash('operator', DEMO_OPERATOR.password);
  await db.transaction(async (tx) => {
    const stored = new Map<string, string>();
    const merchant = await siteRepo.insertMerchant(tx, {
      code: DEMO_MERCHANT_CODE,
      name: 'Harimau Gold',
      currency: 'MYR',
      currencySymbol: 'RM',
      timeZone: 'Asia/Kuala_Lumpur',
      settings: defaultSettings('Harimau Gold'),
    });
    for (const file of ['logo.svg']) {
      const full = path.join(assetsDir, file);
      if (!existsSync(full)) continue;
      const bytes = readFileSync(full);
      const id = assetId(file);
      await siteRepo.insertAsset(tx, {
        id,
        merchantId: merchant.id,
        contentType: 'image/svg+xml',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      });
      stored.set(file, `/media/${id}`);
    }
    const settings = demoSettings((file) => stored.get(file) ?? null);
    await siteRepo.saveSettings(tx, merchant.id, settings, new Date());
    await siteRepo.replaceDomains(tx, merchant.id, settings.general.domains);
    await operatorsRepo.insert(tx, {
      merchantId: merchant.id,
      username: DEMO_OPERATOR.username,
      displayName: 'Demo Owner',
      role: 'owner',
      passwordHash,
      totpPendingSecret: DEMO_TOTP_SECRET,
    });
  });
  await seedDemoMembers(database);
  await seedDemoAgentRebates(database);
  await seedDemoVendors(database);
  await seedMerchantsLegalPages(database);
  await seedDemoPromotions(database);
  return { created: true };
}
