// What the member centre needs from the site's settings, handed in by the route (features never import
// each other, so the site feature's settings arrive this way).
import { createContext, useContext } from 'react';

export interface MemberCentreSettings {
  /** The merchant's time zone: times show in it as yyyy-MM-dd HH:mm:ss (GUIDE §4). */
  timeZone: string;
}

const MemberCentreContext = createContext<MemberCentreSettings>({ timeZone: 'Asia/Kuala_Lumpur' });

export const MemberCentreProvider = MemberCentreContext.Provider;

export function useMemberCentre(): MemberCentreSettings {
  return useContext(MemberCentreContext);
}
