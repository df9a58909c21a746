import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../api/get-settings.ts';

/** Malaysia's zone until the settings answer (docs/conventions.md: the merchant's zone, UTC+8 by default). */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

export function useMerchantTimeZone(): string {
  const settings = useQuery({ ...settingsQueryOptions(), select: (value) => value.timeZone });
  return settings.data ?? DEFAULT_TIME_ZONE;
}
