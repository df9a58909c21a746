import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../../../lib/session.ts';

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
