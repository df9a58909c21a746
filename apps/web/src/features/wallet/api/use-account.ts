import { useSession } from '../../../lib/session.ts';

/** The logged-in member's account, or null: queries keyed by it stay idle while logged out. */
export function useAccount(): string | null {
  const { account, loggedIn } = useSession();
  return loggedIn ? account : null;
}
