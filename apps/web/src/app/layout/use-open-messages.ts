import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';

/** Platform messages need an account: visitors are sent to log in (docs/product.md). */
export function useOpenMessages(): (() => void) | null {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  // The message centre arrives with member accounts; a logged-in member has nowhere to go yet.
  return loggedIn ? null : () => void navigate('/login');
}
