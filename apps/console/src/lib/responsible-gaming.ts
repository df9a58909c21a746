// A member's responsible-gaming state as the console shows it: a self-exclusion outranks a cool-off,
// and a date in the past no longer blocks anything.
export interface ResponsibleGaming {
  sessionReminderMinutes: number | null;
  coolOffUntil: string | null;
  selfExcludedUntil: string | null;
}

export type BlockState = { kind: 'none' } | { kind: 'selfExcluded' | 'coolOff'; until: string };

export function responsibleGamingBlock(state: ResponsibleGaming, now: number = Date.now()): BlockState {
  const active = (until: string | null) => until !== null && Date.parse(until) > now;
  if (active(state.selfExcludedUntil)) return { kind: 'selfExcluded', until: state.selfExcludedUntil! };
  if (active(state.coolOffUntil)) return { kind: 'coolOff', until: state.coolOffUntil! };
  return { kind: 'none' };
}
