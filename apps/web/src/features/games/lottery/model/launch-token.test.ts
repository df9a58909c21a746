import { describe, expect, it } from 'vitest';
import { tokenOfLaunch } from './launch-token.ts';

const base = { gameId: 7, real: true };

describe('the token of a lottery launch', () => {
  it('is the token of a lottery page or house launch', () => {
    expect(
      tokenOfLaunch({
        ...base,
        mode: 'page',
        vendorCode: 'HLOTT',
        gameCode: 'house-sea-3',
        category: 'lottery',
        token: 'tok-page',
        url: '/seaLottery?gameCode=sea3&token=tok-url',
      }),
    ).toBe('tok-page');
    expect(tokenOfLaunch({ ...base, mode: 'house', vendorCode: 'HLOTT', gameCode: 'house-4d', roomId: null, category: 'lottery', token: 'tok-house' })).toBe(
      'tok-house',
    );
  });

  it("is read from an address's ?token= when the answer has no token field", () => {
    expect(tokenOfLaunch({ ...base, mode: 'iframe', url: '/vnlottery?token=abc123' })).toBe('abc123');
    expect(tokenOfLaunch({ ...base, mode: 'iframe', url: 'https://vendor.example/play?session=1' })).toBeNull();
  });
});
