// A reader of server-sent events (the WHATWG event-stream format) fed with text as it arrives from a
// fetch stream. EventSource cannot send the Authorization header, so the wallet and the live tables read their events this way.

export interface StreamEvent {
  /** The event's name ("message" when the server gave none). */
  event: string;
  /** Its data lines joined with "\n". */
  data: string;
  id: string | null;
}

export interface EventStreamParser {
  /** Feeds the next piece of text; events complete in it are handed to the callback at once. */
  push(chunk: string): void;
  /** The reconnection time the server asked for (retry: field), if any. */
  retryMs(): number | null;
}

export function createEventStreamParser(onEvent: (event: StreamEvent) => void): EventStreamParser {
  let buffer = '';
  let data: string[] = [];
  let eventName = '';
  let lastId: string | null = null;
  let retry: number | null = null;
  // A chunk may end between the \r and \n of one line ending: that \n must not end a second, empty line.
  let skipLeadingNewline = false;

  function dispatch(): void {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), id: lastId });
    data = [];
    eventName = '';
  }

  function line(text: string): void {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment: the keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingNewline && text.startsWith('\n')) text = text.slice(1);
      skipLeadingNewline = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingNewline = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    retryMs: () => retry,
  };
}

/**
 * How long to wait before reconnecting after `failures` failed attempts in a row: 1 s doubling up to 30 s,
 * each with up to a fifth taken off at random so many tabs do not come back at the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random, baseMs = 1_000, capMs = 30_000): number {
  const full = Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(failures, 16)));
  return Math.round(full * (1 - 0.2 * random()));
}
