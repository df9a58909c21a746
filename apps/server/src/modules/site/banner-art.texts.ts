// The words of the platform's banner art (seed/assets/banner-*.svg), per language and audience. A visitor is
// invited to register; a signed-in member is invited to deposit or to the promotions, never to register.
import type { BannerArtAudience } from '@orbit/contracts/banner-art';

export type ArtLanguage = 'EN' | 'MS' | 'CN';
export interface ArtWords {
  kicker: string;
  line1: string;
  line2: string;
  line3?: string;
  sub?: string;
  cta?: string;
}
type PerLanguage = Record<ArtLanguage, ArtWords>;

const brand = 'HARIMAU GOLD';

export const BANNER_ART: Record<string, Record<BannerArtAudience, PerLanguage>> = {
  'banner-home-1.svg': {
    visitor: {
      EN: { kicker: brand, line1: 'Welcome to', line2: 'Harimau Gold', sub: 'Register in minutes and play in English, Malay or Chinese.', cta: 'REGISTER NOW' },
      MS: {
        kicker: brand,
        line1: 'Selamat datang ke',
        line2: 'Harimau Gold',
        sub: 'Daftar dalam beberapa minit dan main dalam bahasa anda.',
        cta: 'DAFTAR SEKARANG',
      },
      CN: { kicker: brand, line1: '欢迎来到', line2: 'Harimau Gold', sub: '几分钟完成注册，支持英文、马来文和中文。', cta: '立即注册' },
    },
    member: {
      EN: { kicker: brand, line1: 'Welcome back to', line2: 'Harimau Gold', sub: 'Top up your wallet in seconds and keep playing.', cta: 'DEPOSIT NOW' },
      MS: {
        kicker: brand,
        line1: 'Selamat kembali ke',
        line2: 'Harimau Gold',
        sub: 'Tambah nilai dompet anda dalam beberapa saat dan terus bermain.',
        cta: 'DEPOSIT SEKARANG',
      },
      CN: { kicker: brand, line1: '欢迎回到', line2: 'Harimau Gold', sub: '几秒钟即可充值，畅玩不停。', cta: '立即存款' },
    },
  },
  'banner-home-2.svg': {
    visitor: {
      EN: {
        kicker: 'GAMES FOR EVERYONE',
        line1: "Play Malaysia's",
        line2: 'favourite games',
        sub: 'Slots, live casino, sports, fishing and 4D lottery in one place.',
        cta: 'DISCOVER MORE',
      },
      MS: {
        kicker: 'PERMAINAN UNTUK SEMUA',
        line1: 'Main permainan',
        line2: 'kegemaran Malaysia',
        sub: 'Slot, kasino langsung, sukan, memancing dan loteri 4D di satu tempat.',
        cta: 'TEROKA LAGI',
      },
      CN: {
        kicker: '人人都爱的游戏',
        line1: '畅玩马来西亚',
        line2: '最受欢迎的游戏',
        sub: '老虎机、真人娱乐、体育、捕鱼和 4D 彩票，一站畅玩。',
        cta: '了解更多',
      },
    },
    member: {
      EN: {
        kicker: 'GAMES FOR EVERYONE',
        line1: "Play Malaysia's",
        line2: 'favourite games',
        sub: 'New promotions for members every week.',
        cta: 'VIEW PROMOTIONS',
      },
      MS: {
        kicker: 'PERMAINAN UNTUK SEMUA',
        line1: 'Main permainan',
        line2: 'kegemaran Malaysia',
        sub: 'Promosi baharu untuk ahli setiap minggu.',
        cta: 'LIHAT PROMOSI',
      },
      CN: { kicker: '人人都爱的游戏', line1: '畅玩马来西亚', line2: '最受欢迎的游戏', sub: '会员每周都有新优惠。', cta: '查看优惠' },
    },
  },
  'banner-home-3.svg': {
    visitor: {
      EN: {
        kicker: 'FAST LOCAL BANKING',
        line1: '24/7 fast deposits',
        line2: '& withdrawals',
        sub: 'Local bank transfer, FPX, DuitNow and popular e-wallets.',
        cta: 'LEARN MORE',
      },
      MS: {
        kicker: 'PERBANKAN TEMPATAN PANTAS',
        line1: 'Deposit pantas 24/7',
        line2: '& pengeluaran',
        sub: 'Pindahan bank tempatan, FPX, DuitNow dan e-dompet popular.',
        cta: 'KETAHUI LANJUT',
      },
      CN: { kicker: '本地银行快速到账', line1: '全天候快速存款', line2: '与提款', sub: '支持本地银行转账、FPX、DuitNow 及常用电子钱包。', cta: '了解详情' },
    },
    member: {
      EN: {
        kicker: 'FAST LOCAL BANKING',
        line1: '24/7 fast deposits',
        line2: '& withdrawals',
        sub: 'Local bank transfer, FPX, DuitNow and popular e-wallets.',
        cta: 'LEARN MORE',
      },
      MS: {
        kicker: 'PERBANKAN TEMPATAN PANTAS',
        line1: 'Deposit pantas 24/7',
        line2: '& pengeluaran',
        sub: 'Pindahan bank tempatan, FPX, DuitNow dan e-dompet popular.',
        cta: 'KETAHUI LANJUT',
      },
      CN: { kicker: '本地银行快速到账', line1: '全天候快速存款', line2: '与提款', sub: '支持本地银行转账、FPX、DuitNow 及常用电子钱包。', cta: '了解详情' },
    },
  },
  'banner-mobile-1.svg': {
    visitor: {
      EN: { kicker: brand, line1: 'Welcome to', line2: 'Harimau', line3: 'Gold', cta: 'REGISTER NOW' },
      MS: { kicker: brand, line1: 'Selamat', line2: 'datang ke', line3: 'Harimau Gold', cta: 'DAFTAR SEKARANG' },
      CN: { kicker: brand, line1: '欢迎来到', line2: 'Harimau', line3: 'Gold', cta: '立即注册' },
    },
    member: {
      EN: { kicker: brand, line1: 'Welcome', line2: 'back to', line3: 'Harimau Gold', cta: 'DEPOSIT NOW' },
      MS: { kicker: brand, line1: 'Selamat', line2: 'kembali ke', line3: 'Harimau Gold', cta: 'DEPOSIT SEKARANG' },
      CN: { kicker: brand, line1: '欢迎回到', line2: 'Harimau', line3: 'Gold', cta: '立即存款' },
    },
  },
  'banner-login.svg': {
    visitor: {
      EN: { kicker: brand, line1: 'Welcome', line2: 'back', sub: 'Log in to continue where you left off.' },
      MS: { kicker: brand, line1: 'Selamat', line2: 'kembali', sub: 'Log masuk untuk menyambung permainan anda.' },
      CN: { kicker: brand, line1: '欢迎', line2: '回来', sub: '登录后继续您的精彩。' },
    },
    member: {
      EN: { kicker: brand, line1: 'Welcome', line2: 'back', sub: 'Log in to continue where you left off.' },
      MS: { kicker: brand, line1: 'Selamat', line2: 'kembali', sub: 'Log masuk untuk menyambung permainan anda.' },
      CN: { kicker: brand, line1: '欢迎', line2: '回来', sub: '登录后继续您的精彩。' },
    },
  },
};
