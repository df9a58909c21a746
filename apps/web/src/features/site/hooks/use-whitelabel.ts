import type { Whitelabel } from '@orbit/contracts/site';
import { useWhitelabelQuery } from '../api/get-whitelabel.ts';

/** The merchant's settings. The site gate renders pages only once these are loaded, so they are always here. */
export function useWhitelabel(): Whitelabel {
  const { data } = useWhitelabelQuery();
  if (!data) throw new Error('useWhitelabel is used outside the site gate');
  return data;
}
