// Whether the member chose to hide the balance as *** (docs/wallet.md). Remembered in localStorage,
// and shared by every place the balance shows (the desktop and the phone bars are both mounted).
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../lib/storage.ts';

const listeners = new Set<() => void>();

export function isBalanceHidden(): boolean {
  return readLocal(LOCAL_KEYS.balanceHidden) === '1';
}

export function setBalanceHidden(hidden: boolean): void {
  writeLocal(LOCAL_KEYS.balanceHidden, hidden ? '1' : '0');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.balanceHidden) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  return [useSyncExternalStore(subscribe, isBalanceHidden, () => false), setBalanceHidden];
}
