// The member event stream carries more than balances (the inbox's unread count, docs/messages.md). The wallet
// feature owns the stream; the other events are handed on here, so a feature that wants them listens without
// importing the wallet (features never import each other).

/** An event of the stream other than a balance: a JSON object with a `type`. */
export type MemberEvent = { type: string } & Record<string, unknown>;
type Listener = (event: MemberEvent) => void;

const listeners = new Set<Listener>();

/** Hands an event of the stream to every listener. */
export function publishMemberEvent(event: MemberEvent): void {
  for (const listener of listeners) listener(event);
}

/** Calls `listener` with each event of the stream; answers the unsubscribe function. */
export function onMemberEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
