import { formatDateTime } from '../../../../lib/format.ts';
import { useAgentSettings } from '../agent-settings.tsx';

/** yyyy-MM-dd HH:mm:ss in the merchant's zone (docs/conventions.md), or a dash for no time. */
export function useFormatTime(): (value: string | null) => string {
  const { timeZone } = useAgentSettings();
  return (value) => (value ? formatDateTime(value, timeZone) : '—');
}
