// Opens the live chat panel from anywhere (the right bar's customer service, the help centre) without the
// callers importing the panel: the right bar mounts it and listens here.
type Listener = () => void;
const listeners = new Set<Listener>();

export function openChat(): void {
  for (const listener of listeners) listener();
}

export function onOpenChat(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
