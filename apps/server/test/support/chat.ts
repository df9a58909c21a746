// Reading chat events off a live event stream in tests: the member stream, the visitor stream or the desk's.
import type { ChatEvent } from '@orbit/contracts/chat';

/** Opens a stream and answers a function that waits for the next chat event matching `wanted`. */
export async function chatStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pending: ChatEvent[] = [];
  let buffer = '';
  /** The id of the newest event read (`id:` line), as a reconnecting client sends it back. */
  let lastId: string | undefined;
  async function next(wanted: (event: ChatEvent) => boolean = () => true): Promise<ChatEvent> {
    for (;;) {
      const index = pending.findIndex(wanted);
      if (index !== -1) return pending.splice(0, index + 1).at(-1)!;
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const id = event.split('\n').find((line) => line.startsWith('id: '));
        if (id) lastId = id.slice(4);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        const parsed = data ? (JSON.parse(data.slice(6)) as { type: string }) : null;
        if (parsed?.type === 'chat') pending.push(parsed as ChatEvent);
      }
    }
  }
  return { next, lastId: () => lastId, close: () => controller.abort() };
}

/** The next event that is a message with this text. */
export const messageWith = (text: string) => (event: ChatEvent) => event.kind === 'message' && event.message.body === text;
