// What the wallet screens need from the site's settings, handed in by the route (features never import each
// other, so the site feature's merchant settings arrive this way).
import { exponentOf } from '@orbit/contracts/money';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface WalletSettings {
  /** The merchant's time zone: times show in it as yyyy-MM-dd HH:mm:ss (docs/conventions.md). */
  timeZone: string;
  currency: string;
  /** Shown before every amount ("RM"). */
  currencySymbol: string;
  /** Whether a vendor with real dealers is connected: the live category is called table games until one is. */
  liveDealer?: boolean;
}

interface WalletContext extends Required<WalletSettings> {
  /** Decimals of the currency. */
  exponent: number;
}

const Context = createContext<WalletContext>({ timeZone: 'Asia/Kuala_Lumpur', currency: 'MYR', currencySymbol: 'RM', liveDealer: false, exponent: 2 });

export function WalletSettingsProvider({ settings, children }: { settings: WalletSettings; children: ReactNode }) {
  const { timeZone, currency, currencySymbol, liveDealer = false } = settings;
  const value = useMemo(
    () => ({ timeZone, currency, currencySymbol, liveDealer, exponent: exponentOf(currency) }),
    [timeZone, currency, currencySymbol, liveDealer],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useWalletSettings(): WalletContext {
  return useContext(Context);
}
