import { useSession } from '../../../lib/session.ts';

/** The logged-in account, part of every agent query key. */
export function useAccount(): string | null {
  return useSession().account;
}
