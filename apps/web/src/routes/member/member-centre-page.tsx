// /member/:page: the member centre with the page of its key (securityCenter when none). The wallet's
// pages (and the deposit limits of my account) are the wallet feature's and the inbox (messageV2) the messages
// feature's, each loaded when first opened.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '../../components/ui/panel.tsx';
import { useLiveDealer } from '../../features/games/api/get-game-menus.ts';
import { MemberCentre } from '../../features/member/components/member-centre.tsx';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages.ts';
import { isMemberPageKey, memberFlagsFrom, type MemberPageKey } from '../../features/member/model/menu.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { WalletSettingsProvider } from '../../features/wallet/components/wallet-settings.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** A wallet screen in a chunk of its own, loaded when first opened. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

function withFallback(Screen: LazyExoticComponent<ComponentType>): ComponentType {
  return function WalletScreen() {
    return (
      <Suspense fallback={<Skeleton rows={4} />}>
        <Screen />
      </Suspense>
    );
  };
}

const WALLET_PAGES: Partial<Record<MemberPageKey, ComponentType>> = {
  transferFund: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/transfer-fund/transfer-fund-page.tsx'),
      (m) => m.TransferFundPage,
    ),
  ),
  depositv2: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/deposit/deposit-page.tsx'),
      (m) => m.DepositPage,
    ),
  ),
  withdraw: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/withdraw/withdraw-page.tsx'),
      (m) => m.WithdrawPage,
    ),
  ),
  transferUpline: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/upline/transfer-upline-page.tsx'),
      (m) => m.TransferUplinePage,
    ),
  ),
  personalHistoryCopy: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/records/betting-record-page.tsx'),
      (m) => m.BettingRecordPage,
    ),
  ),
  transactionHistory: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/records/account-record-page.tsx'),
      (m) => m.AccountRecordPage,
    ),
  ),
  personalProfit: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/records/personal-profit-page.tsx'),
      (m) => m.PersonalProfitPage,
    ),
  ),
  // Not a wallet screen, but loaded the same way: the feedback page (features/support).
  feedback: withFallback(
    lazyScreen(
      () => import('../../features/support/components/feedback-page.tsx'),
      (m) => m.FeedbackPage,
    ),
  ),
  manualRebate: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/rebates/rebates-page.tsx'),
      (m) => m.RebatesPage,
    ),
  ),
  bonusDetails: withFallback(
    lazyScreen(
      () => import('../../features/wallet/components/records/bonus-details-page.tsx'),
      (m) => m.BonusDetailsPage,
    ),
  ),
};

// The inbox (messageV2), with its own texts, in a chunk of its own.
const Messages = lazy(withTexts(['messages'], () => import('../../features/messages/components/messages-page.tsx').then((m) => ({ default: m.MessagesPage }))));

function MessagesScreen() {
  const { merchant } = useWhitelabel();
  return (
    <Suspense fallback={<Skeleton rows={4} />}>
      <Messages timeZone={merchant.timeZone} />
    </Suspense>
  );
}

// The reward centre and invite friends (features/rewards), with the wallet's texts (theirs live there: a text set
// of their own would add to every first load's list of sets), in a chunk of their own.
const RewardCentre = lazy(
  withTexts(['wallet', 'support'], () => import('../../features/rewards/components/reward-centre-page.tsx').then((m) => ({ default: m.RewardCentrePage }))),
);
const Referral = lazy(withTexts(['wallet'], () => import('../../features/rewards/components/referral-page.tsx').then((m) => ({ default: m.ReferralPage }))));
const RewardSettings = lazy(() => import('../../features/rewards/components/reward-settings.tsx').then((m) => ({ default: m.RewardSettingsProvider })));

function rewardScreen(Screen: LazyExoticComponent<ComponentType>): ComponentType {
  return function RewardScreen() {
    const { merchant } = useWhitelabel();
    return (
      <Suspense fallback={<Skeleton rows={4} />}>
        <RewardSettings settings={{ timeZone: merchant.timeZone, currencySymbol: merchant.currencySymbol }}>
          <Screen />
        </RewardSettings>
      </Suspense>
    );
  };
}

const PAGES: Partial<Record<MemberPageKey, ComponentType>> = {
  ...WALLET_PAGES,
  messageV2: MessagesScreen,
  rewardCenter: rewardScreen(RewardCentre),
  referral: rewardScreen(Referral),
};

const DepositLimits = lazyScreen(
  () => import('../../features/wallet/components/limits/deposit-limits-block.tsx'),
  (m) => m.DepositLimitsBlock,
);

export function MemberCentrePage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { flags, merchant } = useWhitelabel();
  const unreadMessages = useUnreadMessages();
  const liveDealer = useLiveDealer();
  usePageTitle(isMemberPageKey(page) ? t(`member.menu.${page}`) : t('member.frame.title'));
  return (
    <WalletSettingsProvider settings={{ timeZone: merchant.timeZone, currency: merchant.currency, currencySymbol: merchant.currencySymbol, liveDealer }}>
      <MemberCentre
        page={page}
        flags={memberFlagsFrom(flags)}
        timeZone={merchant.timeZone}
        pages={PAGES}
        messageCount={unreadMessages}
        depositLimits={
          <Suspense fallback={null}>
            <DepositLimits />
          </Suspense>
        }
      />
    </WalletSettingsProvider>
  );
}
