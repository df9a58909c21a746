import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';

/** Platform messages need an account: a member opens the inbox (messageV2), a visitor is sent to log in (docs/product.md). */
export function useOpenMessages(): { open: () => void; loggedIn: boolean } {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return { open: () => void navigate(loggedIn ? '/member/messageV2' : '/login'), loggedIn };
}
