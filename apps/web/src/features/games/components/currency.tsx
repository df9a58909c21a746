// The merchant's currency symbol for minimum bets; the route that mounts the games screens provides it
// (features do not read one another's settings).
import { createContext, useContext } from 'react';

const CurrencyContext = createContext('RM');
export const CurrencyProvider = CurrencyContext.Provider;

export function useCurrencySymbol(): string {
  return useContext(CurrencyContext);
}
