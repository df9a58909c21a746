import { describe, expect, it } from 'vitest';
import { buildOffer, emptyDraft } from './offer-form.ts';

describe('the offer contract form', () => {
  it('makes dividend terms with the period, carry-over and tiers as typed', () => {
    const draft = { ...emptyDraft('dividend'), period: 'H' as const, carryOver: true, tiers: [{ min: ' 1000.50 ', active: '5', rate: '20' }] };
    expect(buildOffer(draft, 2)).toEqual({
      contract: { kind: 'dividend', terms: { period: 'H', carryOver: true, tiers: [{ minNetLoss: '1000.50', minActive: 5, rate: '20' }] } },
    });
  });

  it('leaves the active players out of the hourly salary', () => {
    const draft = { ...emptyDraft('hourly_salary'), tiers: [{ min: '100', active: 'x', rate: '0.3' }] };
    expect(buildOffer(draft, 2).contract).toEqual({ kind: 'hourly_salary', terms: { tiers: [{ minTurnover: '100', rate: '0.3' }] } });
  });

  it('says which box is wrong: a rate above 100 or with five decimals, an amount with too many decimals, active players not whole', () => {
    const draft = {
      ...emptyDraft('daily_wage'),
      tiers: [
        { min: '10.555', active: '1.5', rate: '101' },
        { min: '', active: '2', rate: '0.12345' },
      ],
    };
    expect(buildOffer(draft, 2).errors).toEqual({
      'tiers.0.min': 'agents.offer.errors.amount',
      'tiers.0.active': 'agents.offer.errors.active',
      'tiers.0.rate': 'agents.offer.errors.rate',
      'tiers.1.min': 'agents.offer.errors.required',
      'tiers.1.rate': 'agents.offer.errors.rate',
    });
  });

  it('takes the real-time rates of the games switched on, and needs at least one', () => {
    const none = emptyDraft('realtime_salary');
    expect(buildOffer(none, 2).errors).toEqual({ rates: 'agents.offer.errors.noGame' });
    const rates = none.rates.map((rate) => (rate.gameCode === 'sea1' ? { ...rate, on: true, profit: '0.2', loss: '0.5' } : rate));
    expect(buildOffer({ ...none, rates }, 2).contract).toEqual({
      kind: 'realtime_salary',
      terms: { rates: [{ gameCode: 'sea1', profitRate: '0.2', lossRate: '0.5' }] },
    });
  });

  it('refuses decimals for a currency without them', () => {
    expect(buildOffer({ ...emptyDraft('daily_wage'), tiers: [{ min: '10.5', active: '0', rate: '1' }] }, 0).errors).toEqual({
      'tiers.0.min': 'agents.offer.errors.amount',
    });
  });
});
