// What the member centre needs from the site's settings, handed in by the route (features never import
// each other, so the site feature's settings arrive this way).
import { createContext, useContext, type ReactNode } from 'react';

export interface MemberCentreSettings {
  /** The merchant's time zone: times show in it as yyyy-MM-dd HH:mm:ss (docs/conventions.md). */
  timeZone: string;
  /**
   * A cool-off or self-exclusion has begun and the server ended the session: the centre says goodbye (its
   * dialog outlives the logged-in pages) and then leaves.
   */
  onBreakStarted: (started: { kind: 'coolOff' | 'selfExclude'; until: string }) => void;
  /** The deposit limits block of the responsible-gaming card, built by the wallet feature. */
  depositLimits?: ReactNode;
}

const MemberCentreContext = createContext<MemberCentreSettings>({ timeZone: 'Asia/Kuala_Lumpur', onBreakStarted: () => undefined });

export const MemberCentreProvider = MemberCentreContext.Provider;

export function useMemberCentre(): MemberCentreSettings {
  return useContext(MemberCentreContext);
}
