import { describe, expect, it } from 'vitest';
import { promotionInputSchema } from '@orbit/contracts/console-promotions';
import { initialForm, toInput } from './promotion-form.ts';

const zone = 'Asia/Kuala_Lumpur';

describe('the promotions editor form', () => {
  it('sends what the operator typed as the call takes it: amounts as text, empty ones as null, lists split', () => {
    const form = {
      ...initialForm(null, zone),
      title: { EN: ' Free RM 5 ', MS: '', CN: '免费' },
      fixedAmount: '5.00',
      bonusCap: ' ',
      memberLabels: 'gold, , silver',
      countries: '60,65',
      contributions: { rng: '100', live: '' },
      startsAt: '2026-12-01T10:00',
    };
    const input = toInput(form, zone);
    expect(input).toMatchObject({
      title: { EN: 'Free RM 5', CN: '免费' },
      fixedAmount: '5.00',
      bonusCap: null,
      memberLabels: ['gold', 'silver'],
      countries: ['60', '65'],
      contributions: { rng: 100 },
      startsAt: '2026-12-01T10:00:00+08:00',
    });
    expect(input.title).not.toHaveProperty('MS');
    expect(promotionInputSchema.safeParse(input).success).toBe(true);
  });

  it('is refused by the call when a free credit has no amount, naming the field', () => {
    const result = promotionInputSchema.safeParse(toInput({ ...initialForm(null, zone), title: { EN: 'x', MS: '', CN: '' } }, zone));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('fixedAmount');
  });

  it('sends a raffle’s draw as the merchant’s wall clock with its prize lines, and no raffle for other kinds', () => {
    const form = {
      ...initialForm(null, zone),
      kind: 'raffle' as const,
      title: { EN: 'Lucky draw', MS: '', CN: '' },
      raffle: {
        drawAt: '2026-12-05T20:00',
        entryBasis: 'valid_turnover' as const,
        entryUnit: ' 100.00 ',
        maxEntries: '20',
        prizes: [
          { amount: '888', count: '1' },
          { amount: '88', count: '5' },
        ],
      },
    };
    const input = toInput(form, zone);
    expect(input.raffle).toEqual({
      drawAt: '2026-12-05T20:00',
      entryBasis: 'valid_turnover',
      entryUnit: '100.00',
      maxEntries: 20,
      prizes: [
        { amount: '888', count: 1 },
        { amount: '88', count: 5 },
      ],
    });
    expect(promotionInputSchema.safeParse(input).success).toBe(true);
    expect(toInput({ ...form, kind: 'free_credit', fixedAmount: '5' }, zone).raffle).toBeNull();
  });
});
