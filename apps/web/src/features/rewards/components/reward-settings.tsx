// What the reward pages need of the merchant, handed in by the member centre's route: the time zone dates are
// shown in and the currency symbol money is shown with.
import { displayAmount } from '@orbit/contracts/money-format';
import { createContext, useContext, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';

interface RewardSettings {
  timeZone: string;
  currencySymbol: string;
}

const Context = createContext<RewardSettings>({ timeZone: 'Asia/Kuala_Lumpur', currencySymbol: 'RM' });

export function RewardSettingsProvider({ settings, children }: { settings: RewardSettings; children: ReactNode }) {
  return <Context.Provider value={settings}>{children}</Context.Provider>;
}

/** Money and times as the member reads them: "RM 10.00", "2026-11-28 14:05:00" in the merchant's zone. */
export function useRewardFormat() {
  const { timeZone, currencySymbol } = useContext(Context);
  return { money: (amount: string) => displayAmount(amount, currencySymbol), time: (at: string) => formatDateTime(at, timeZone) };
}
