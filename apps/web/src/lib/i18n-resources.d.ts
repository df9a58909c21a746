// Types every t('…') key against the EN files (the shell's and each screen text set's), so a missing or misspelt key fails the type check.
import 'i18next';
import type en from '../locales/en.json';
import type enAccount from '../locales/account/en.json';
import type enWallet from '../locales/wallet/en.json';
import type enGames from '../locales/games/en.json';
import type enHouse from '../locales/house/en.json';
import type enLottery from '../locales/lottery/en.json';
import type enAgents from '../locales/agents/en.json';
import type enMessages from '../locales/messages/en.json';
import type enSupport from '../locales/support/en.json';
import type enSportsBoard from '../locales/sportsboard/en.json';
import type enBetslip from '../locales/betslip/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof enAccount &
        typeof enWallet &
        typeof enGames &
        typeof enHouse &
        typeof enLottery &
        typeof enAgents &
        typeof enMessages &
        typeof enSupport &
        typeof enSportsBoard &
        typeof enBetslip;
    };
  }
}
