// The desk's live chat events (contracts/chat-desk.ts CONSOLE_CHAT_EVENTS_PATH): read with fetch, because
// EventSource cannot send the operator's token, and reconnected with back-off until the console closes it.
// Listeners anywhere in the console (the sidebar badge, the Live chat page) share one stream.
import { CONSOLE_CHAT_EVENTS_PATH } from '@orbit/contracts/chat-desk';
import { chatEventSchema, type ChatEvent } from '@orbit/contracts/chat';
import { requestHeaders } from '../../lib/api.ts';

type Listener = (event: ChatEvent) => void;
const listeners = new Set<Listener>();
let controller: AbortController | null = null;

function parseBlock(block: string): ChatEvent | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (!data) return null;
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function run(signal: AbortSignal) {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      for (const [name, value] of Object.entries(requestHeaders())) if (value !== undefined) headers[name] = value;
      const response = await fetch(CONSOLE_CHAT_EVENTS_PATH, { headers, signal, cache: 'no-store' });
      // A refusal (no permission, a session gone) is not cured by asking again.
      if (response.status >= 400 && response.status < 500) return;
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = parseBlock(block);
          if (event) for (const listener of listeners) listener(event);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** failures)));
  }
}

/** Calls `listener` with each desk event; the stream runs while anyone listens. Answers the unsubscribe function. */
export function onDeskEvent(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) {
    controller = new AbortController();
    void run(controller.signal);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      controller?.abort();
      controller = null;
    }
  };
}
