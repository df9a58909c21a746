// The merchant's currency symbol for minimum bets, and its time zone for the rounds' times (shown as
// yyyy-MM-dd HH:mm:ss in that zone, docs/conventions.md); the route that mounts the games screens provides
// them (features do not read one another's settings).
import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/format.ts';

const CurrencyContext = createContext('RM');
export const CurrencyProvider = CurrencyContext.Provider;

export function useCurrencySymbol(): string {
  return useContext(CurrencyContext);
}

const TimeZoneContext = createContext(DEFAULT_TIME_ZONE);
export const TimeZoneProvider = TimeZoneContext.Provider;

/** An instant as the merchant shows times: yyyy-MM-dd HH:mm:ss in its zone, never the browser's locale. */
export function useFormatTime(): (value: string | number | Date) => string {
  const timeZone = useContext(TimeZoneContext);
  return (value) => formatDateTime(value, timeZone);
}
