// What the agent screens need from the site's settings, handed in by the route (features never import each
// other, so the site feature's merchant settings arrive this way).
import { exponentOf } from '@orbit/contracts/money';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface AgentSettings {
  /** The merchant's time zone: days and times show in it (docs/conventions.md). */
  timeZone: string;
  currency: string;
  /** Shown before every amount ("RM"). */
  currencySymbol: string;
}

interface AgentSettingsContext extends AgentSettings {
  exponent: number;
}

const Context = createContext<AgentSettingsContext>({ timeZone: 'Asia/Kuala_Lumpur', currency: 'MYR', currencySymbol: 'RM', exponent: 2 });

export function AgentSettingsProvider({ settings, children }: { settings: AgentSettings; children: ReactNode }) {
  const { timeZone, currency, currencySymbol } = settings;
  const value = useMemo(() => ({ timeZone, currency, currencySymbol, exponent: exponentOf(currency) }), [timeZone, currency, currencySymbol]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAgentSettings(): AgentSettingsContext {
  return useContext(Context);
}
