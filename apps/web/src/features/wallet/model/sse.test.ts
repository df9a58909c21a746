import { describe, expect, it } from 'vitest';
import { balanceMoved } from './balance-change.ts';
import { createEventStreamParser, reconnectDelay, type StreamEvent } from '../../../lib/event-stream.ts';

function collect(chunks: string[]) {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
}

describe('event-stream parser', () => {
  it('hands over each event when its blank line arrives, skipping keep-alive comments', () => {
    const { events } = collect([': keep-alive\n\n', 'data: {"type":"balance"}\n\n', ': ping\n\ndata: two\n\n']);
    expect(events.map((event) => event.data)).toEqual(['{"type":"balance"}', 'two']);
    expect(events[0]?.event).toBe('message');
  });

  it('waits for the rest of an event split across chunks, even inside a line', () => {
    const { events } = collect(['da', 'ta: {"a":', '1}\n', '\n']);
    expect(events).toEqual([{ event: 'message', data: '{"a":1}', id: null }]);
  });

  it('joins several data lines with a newline and reads names, ids and the retry time', () => {
    const { events, parser } = collect(['event: balance\nid: 7\nretry: 5000\ndata: one\ndata:two\n\n']);
    expect(events).toEqual([{ event: 'balance', data: 'one\ntwo', id: '7' }]);
    expect(parser.retryMs()).toBe(5000);
  });

  it('understands \\r\\n and \\r line endings, also when \\r and \\n arrive in different chunks', () => {
    const { events } = collect(['data: a\r', '\n\r', '\ndata: b\r\rdata: c\n\n']);
    expect(events.map((event) => event.data)).toEqual(['a', 'b', 'c']);
  });

  it('drops an event that never finished and a blank line with no data', () => {
    const { events } = collect(['\n\n\ndata: half']);
    expect(events).toEqual([]);
  });
});

describe('reconnect delay', () => {
  it('doubles from 1 s up to 30 s, and takes up to a fifth off at random', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((failures) => reconnectDelay(failures, none))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(5, () => 1)).toBe(24000);
    expect(reconnectDelay(0, () => 0.5)).toBe(900);
  });
});

describe('a pushed balance', () => {
  const shown = { sumBalance: '150.00', mainBalance: '100.00', withdrawalHold: '0.00', currency: 'MYR', currencySymbol: 'RM' };

  it('sends the other screens back to the server only when it differs from the one shown', () => {
    expect(balanceMoved(shown, { ...shown })).toBe(false);
    expect(balanceMoved(shown, { ...shown, sumBalance: '160.00' })).toBe(true);
    expect(balanceMoved(shown, { ...shown, mainBalance: '90.00' })).toBe(true);
    expect(balanceMoved(shown, { ...shown, withdrawalHold: '10.00' })).toBe(true);
    expect(balanceMoved(undefined, shown)).toBe(false);
  });
});
