import { describe, expect, it } from 'vitest';
import { parseRoundFilters, roundFiltersToParams, roundsQueryOf } from './rounds-filters.ts';

const now = new Date('2026-11-25T03:00:00Z');
const zone = 'Asia/Kuala_Lumpur';

describe('rounds explorer filters', () => {
  it('read back what they wrote, leaving empty filters out of the address and the call', () => {
    const filters = { from: '2026-11-01', to: '2026-11-25', vendorCode: 'HSLOT', gameCode: 'house-jade-ways', username: 'siti88', roundId: '', page: 3 };
    const params = roundFiltersToParams(filters);
    expect(params.toString()).toBe('from=2026-11-01&to=2026-11-25&vendor=HSLOT&game=house-jade-ways&user=siti88&page=3');
    expect(parseRoundFilters(params, now, zone)).toEqual(filters);
    expect(roundsQueryOf(filters)).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      page: 3,
      pageSize: 25,
      vendorCode: 'HSLOT',
      gameCode: 'house-jade-ways',
      username: 'siti88',
    });
  });

  it('fall back to the last seven days, page one and no filter for anything malformed', () => {
    const parsed = parseRoundFilters(new URLSearchParams('from=yesterday&vendor=bad code&game=a%20b&page=-2'), now, zone);
    expect(parsed).toEqual({ from: '2026-11-19', to: '2026-11-25', vendorCode: '', gameCode: '', username: '', roundId: '', page: 1 });
  });
});
