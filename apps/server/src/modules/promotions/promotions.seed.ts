// The demo merchant's promotions (docs/promotions.md): a 100 % welcome match on the first deposit, a daily
// 10 % reload applied without a code, RM 5 free credit for new members and an apply-only activity, and a weekly
// raffle. Written the first time only: a merchant with any promotion (or any raffle) keeps its own.
import { zonedDay, zonedWallTime } from '@orbit/contracts/format';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { newServerSeed, nodeHash } from '@orbit/games/fair/node-crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promotionRaffleEntries, promotionRaffles, promotions } from '../../db/schema/promotions.ts';
import { sanitiseContent } from '../content/sanitise.ts';

type Seeded = Omit<typeof promotions.$inferInsert, 'merchantId' | 'createdAt' | 'updatedAt' | 'state'>;

const terms = (items: string[]) => sanitiseContent(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);

function demoPromotions(banner: (file: string) => string | null): Seeded[] {
  return [
    {
      kind: 'deposit_match',
      category: 'new_player',
      tags: ['newbie', 'special'],
      sortOrder: 1,
      title: { EN: '100% Welcome Bonus up to RM 300', MS: 'Bonus Alu-aluan 100% sehingga RM 300', CN: '首存100%欢迎奖金，最高RM 300' },
      summary: {
        EN: 'Double your first deposit with code WELCOME100.',
        MS: 'Gandakan deposit pertama anda dengan kod WELCOME100.',
        CN: '使用优惠码 WELCOME100，首存翻倍。',
      },
      terms: {
        EN: terms([
          'First deposit of RM 30 or more with code WELCOME100.',
          'Bonus 100% of the deposit, up to RM 300.',
          'Wager (deposit + bonus) × 10 on slots within 7 days.',
          'Maximum bet RM 20 while the bonus is active.',
        ]),
        MS: terms([
          'Deposit pertama RM 30 atau lebih dengan kod WELCOME100.',
          'Bonus 100% daripada deposit, sehingga RM 300.',
          'Pertaruhan (deposit + bonus) × 10 pada slot dalam 7 hari.',
          'Pertaruhan maksimum RM 20 semasa bonus aktif.',
        ]),
        CN: terms([
          '首次存款 RM 30 或以上并使用优惠码 WELCOME100。',
          '奖金为存款的 100%，最高 RM 300。',
          '7 天内在老虎机完成（存款+奖金）× 10 的流水。',
          '奖金有效期间单注最高 RM 20。',
        ]),
      },
      bannerUrl: banner('promo-welcome.svg'),
      minDeposit: 3000n,
      bonusBps: 10_000,
      bonusCap: 30_000n,
      wageringMultiple: 10,
      wageringBase: 'deposit_bonus',
      contributions: { rng: 100 },
      maxStake: 2000n,
      expiryHours: 168,
      depositKind: 'first',
      frequency: 'once',
      code: 'WELCOME100',
    },
    {
      kind: 'deposit_match',
      category: 'deposit',
      tags: ['daily'],
      sortOrder: 2,
      title: { EN: 'Daily 10% Reload Bonus', MS: 'Bonus Tambah Nilai Harian 10%', CN: '每日10%续存奖金' },
      summary: {
        EN: 'Every day, 10% on your first reload up to RM 50 with code RELOAD10.',
        MS: 'Setiap hari, 10% pada tambah nilai pertama sehingga RM 50 dengan kod RELOAD10.',
        CN: '每天首笔续存使用优惠码 RELOAD10 可得10%，最高RM 50。',
      },
      terms: {
        EN: terms([
          'Enter code RELOAD10 with your first deposit of the day, after your first ever deposit.',
          'Minimum deposit RM 50; bonus 10% up to RM 50.',
          'Wager the bonus × 5 on any game within 3 days.',
        ]),
        MS: terms([
          'Masukkan kod RELOAD10 bersama deposit pertama setiap hari, selepas deposit pertama anda.',
          'Deposit minimum RM 50; bonus 10% sehingga RM 50.',
          'Pertaruhan bonus × 5 pada mana-mana permainan dalam 3 hari.',
        ]),
        CN: terms(['首次存款之后，每天第一笔存款时输入优惠码 RELOAD10。', '最低存款 RM 50；奖金 10%，最高 RM 50。', '3 天内任意游戏完成奖金 × 5 的流水。']),
      },
      bannerUrl: banner('promo-reload.svg'),
      minDeposit: 5000n,
      bonusBps: 1000,
      bonusCap: 5000n,
      wageringMultiple: 5,
      wageringBase: 'bonus',
      expiryHours: 72,
      depositKind: 'reload',
      // Only with its code: a bonus the member did not ask for would hold back its withdrawals until wagered.
      code: 'RELOAD10',
      autoApply: false,
      frequency: 'daily',
    },
    {
      kind: 'free_credit',
      category: 'new_player',
      tags: ['newbie', 'limited_time'],
      sortOrder: 3,
      title: { EN: 'RM 5 Free Credit for New Members', MS: 'Kredit Percuma RM 5 untuk Ahli Baharu', CN: '新会员免费彩金 RM 5' },
      summary: {
        EN: 'Registered in the last 7 days? Claim RM 5 to try our games.',
        MS: 'Mendaftar dalam 7 hari lepas? Tuntut RM 5 untuk mencuba permainan kami.',
        CN: '7天内注册？领取RM 5试玩游戏。',
      },
      terms: {
        EN: terms([
          'For members who registered within 7 days and have not deposited yet.',
          'One claim per member.',
          'Wager × 3 on slots or fishing within 3 days.',
        ]),
        MS: terms([
          'Untuk ahli yang mendaftar dalam 7 hari dan belum membuat deposit.',
          'Satu tuntutan bagi setiap ahli.',
          'Pertaruhan × 3 pada slot atau memancing dalam 3 hari.',
        ]),
        CN: terms(['适用于7天内注册且尚未存款的会员。', '每位会员限领一次。', '3天内在老虎机或捕鱼完成 × 3 流水。']),
      },
      bannerUrl: banner('promo-free.svg'),
      fixedAmount: 500n,
      wageringMultiple: 3,
      wageringBase: 'bonus',
      contributions: { rng: 100, fish: 100 },
      expiryHours: 72,
      newWithinDays: 7,
      noPriorDeposit: true,
      frequency: 'once',
      budget: 500_000n,
    },
    {
      kind: 'apply_only',
      category: 'other',
      tags: ['special'],
      sortOrder: 4,
      title: { EN: 'Share Your Big Win — RM 20', MS: 'Kongsi Kemenangan Besar Anda — RM 20', CN: '分享大奖 — RM 20' },
      summary: {
        EN: 'Post a screenshot of a big win and apply with the link.',
        MS: 'Siarkan tangkapan skrin kemenangan besar dan mohon dengan pautan.',
        CN: '发布大奖截图并附上链接申请。',
      },
      terms: {
        EN: terms([
          'Share a win of 100× or more on social media, publicly.',
          'Apply with the post’s link in the remark and up to 3 screenshots.',
          'Reviewed within 24 hours; one reward a week.',
        ]),
        MS: terms([
          'Kongsi kemenangan 100× atau lebih di media sosial secara umum.',
          'Mohon dengan pautan siaran dalam catatan dan sehingga 3 tangkapan skrin.',
          'Disemak dalam 24 jam; satu ganjaran seminggu.',
        ]),
        CN: terms(['在社交媒体公开分享 100 倍或以上的中奖。', '在备注中附上帖子链接并上传最多 3 张截图申请。', '24 小时内审核；每周一次奖励。']),
      },
      bannerUrl: banner('promo-share.svg'),
      fixedAmount: 2000n,
      wageringMultiple: 1,
      wageringBase: 'bonus',
      expiryHours: 168,
      frequency: 'weekly',
    },
  ];
}

export async function seedPromotions(tx: Tx, merchantId: number, banner: (file: string) => string | null, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(promotions).where(eq(promotions.merchantId, merchantId));
  if ((existing?.n ?? 0) > 0) return;
  for (const promotion of demoPromotions(banner))
    await tx.insert(promotions).values({ ...promotion, merchantId, state: 'published', createdAt: now, updatedAt: now });
}

/**
 * The demo merchant's raffle (docs/promotions.md, Raffles), the first time only: a lucky draw a week ahead at
 * 20:00 in the merchant's zone, one entry per RM 50 deposited (at most 20), RM 888, RM 388 and five RM 88 prizes
 * with 1× wagering, and some entries for demo01 so the site shows a count.
 */
export async function seedDemoRaffle(tx: Tx, merchant: { id: number; timeZone: string }, banner: string | null, demoMemberId: number | null, now: Date) {
  const [existing] = await tx
    .select({ n: count() })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchant.id), eq(promotions.kind, 'raffle')));
  if ((existing?.n ?? 0) > 0) return;
  const drawsAt = zonedWallTime(`${zonedDay(new Date(now.getTime() + 7 * 86_400_000), merchant.timeZone)}T20:00`, merchant.timeZone);
  const [row] = await tx
    .insert(promotions)
    .values({
      merchantId: merchant.id,
      kind: 'raffle',
      category: 'other',
      tags: ['limited_time', 'special'],
      sortOrder: 5,
      title: { EN: 'Weekly Lucky Draw — RM 888 Top Prize', MS: 'Cabutan Bertuah Mingguan — Hadiah Utama RM 888', CN: '每周幸运抽奖 — 头奖 RM 888' },
      summary: {
        EN: 'Every RM 50 you deposit this week is one entry. Seven winners at 20:00 on draw day.',
        MS: 'Setiap RM 50 yang anda depositkan minggu ini ialah satu penyertaan. Tujuh pemenang pada 20:00 hari cabutan.',
        CN: '本周每存款 RM 50 即获一次抽奖机会。开奖日 20:00 抽出七位得主。',
      },
      terms: {
        EN: terms([
          'One entry per RM 50 deposited until the draw, up to 20 entries.',
          'One prize per member; prizes are claimed in the reward centre.',
          'Prizes are a bonus with 1× wagering.',
        ]),
        MS: terms([
          'Satu penyertaan bagi setiap RM 50 yang didepositkan sehingga cabutan, maksimum 20 penyertaan.',
          'Satu hadiah bagi setiap ahli; hadiah dituntut di pusat ganjaran.',
          'Hadiah ialah bonus dengan pertaruhan 1×.',
        ]),
        CN: terms(['开奖前每存款 RM 50 获得一次机会，最多 20 次。', '每位会员限中一奖；奖品在奖励中心领取。', '奖品以红利发放，需 1 倍流水。']),
      },
      bannerUrl: banner,
      state: 'published',
      wageringMultiple: 1,
      wageringBase: 'bonus',
      expiryHours: 168,
      frequency: 'once',
      endsAt: new Date(drawsAt.getTime() + 7 * 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: promotions.id });
  const serverSeed = newServerSeed();
  await tx.insert(promotionRaffles).values({
    promotionId: row!.id,
    merchantId: merchant.id,
    drawsAt,
    entryBasis: 'deposit',
    entryUnit: 5_000n,
    maxEntries: 20,
    prizes: [
      { amount: '88800', count: 1 },
      { amount: '38800', count: 1 },
      { amount: '8800', count: 5 },
    ],
    serverSeed,
    commitment: commitServerSeed(serverSeed, nodeHash),
  });
  if (demoMemberId === null) return;
  for (const [ref, amount] of [
    ['demo-1', 30_000n],
    ['demo-2', 15_000n],
  ] as const)
    await tx
      .insert(promotionRaffleEntries)
      .values({ merchantId: merchant.id, promotionId: row!.id, memberId: demoMemberId, source: 'deposit', sourceRef: ref, amount, createdAt: now });
}
