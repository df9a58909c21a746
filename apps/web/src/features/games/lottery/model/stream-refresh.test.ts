import { describe, expect, it } from 'vitest';
import type { LotteryEvent } from '@orbit/contracts/lottery-events';
import { ALL_READS, keyOfRead, parseLotteryEvent, readsAfter } from './stream-refresh.ts';

const event = (type: LotteryEvent['type'], gameCode: LotteryEvent['gameCode'] = 'sea1'): LotteryEvent => ({
  type,
  gameCode,
  drawId: `${gameCode}:2026-11-25T00:01Z`,
  status: 'drawn',
});

describe('what the lottery screen reads again on an event', () => {
  it('reads the next draw when betting opens or closes, and nothing of the member yet', () => {
    expect(readsAfter(event('opened'), 'sea1')).toEqual(['draw']);
    expect(readsAfter(event('closed'), 'sea1')).toEqual(['draw']);
  });

  it('reads the results and the tickets once drawn and settled, and the balance only when money moved', () => {
    expect(readsAfter(event('drawn'), 'sea1')).toEqual(['draw', 'recent', 'history', 'orders']);
    expect(readsAfter(event('settled'), 'sea1')).toEqual(['orders', 'history']);
    expect(readsAfter(event('paid'), 'sea1')).toEqual(['orders', 'wallet']);
    expect(readsAfter(event('voided'), 'sea1')).toEqual(['draw', 'orders', 'wallet']);
  });

  it("reads nothing for another game's draw", () => {
    expect(readsAfter(event('drawn', 'sea3'), 'sea1')).toEqual([]);
  });

  it("names the feature's query-key prefixes and the wallet's", () => {
    expect(keyOfRead('draw', 'keno')).toEqual(['lottery', 'draw', 'keno']);
    expect(keyOfRead('orders', '4d')).toEqual(['lottery', 'orders', '4d']);
    expect(keyOfRead('wallet', '4d')).toEqual(['wallet']);
    expect(ALL_READS.map((read) => keyOfRead(read, 'xsmb').join('/'))).toEqual([
      'lottery/draw/xsmb',
      'lottery/recent/xsmb',
      'lottery/history/xsmb',
      'lottery/orders/xsmb',
      'wallet',
    ]);
  });

  it('reads an event from a data line, and ignores anything it does not know', () => {
    expect(parseLotteryEvent('{"type":"paid","gameCode":"4d","drawId":"4d:2026-11-25","status":"settled"}')).toEqual({
      type: 'paid',
      gameCode: '4d',
      drawId: '4d:2026-11-25',
      status: 'settled',
    });
    expect(parseLotteryEvent('{"type":"reopened","gameCode":"4d","drawId":"4d:2026-11-25","status":"open"}')).toBeNull();
    expect(parseLotteryEvent('{"type":"paid","gameCode":"lotto","drawId":"x","status":"settled"}')).toBeNull();
    expect(parseLotteryEvent('not json')).toBeNull();
  });
});
