import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Closing the centre returns to where the agent was: its menu replaces its history entry, so one step back
 * leaves it; opened straight from an address (nothing to go back to), it goes home.
 */
export function useCloseAgentCentre(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
