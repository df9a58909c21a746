import type { ContractTerms } from '@orbit/contracts/agents';
import { describe, expect, it } from 'vitest';
import { emptyTermsForm, formPathOf, formToTerms, isTermsBox, termsToForm } from './terms.ts';

const CONTRACTS: ContractTerms[] = [
  {
    kind: 'dividend',
    terms: {
      period: 'W',
      carryOver: true,
      tiers: [
        { minNetLoss: '1000', minActive: 5, rate: '10' },
        { minNetLoss: '5000.50', minActive: 20, rate: '25.5' },
      ],
    },
  },
  { kind: 'daily_wage', terms: { tiers: [{ minTurnover: '10000', minActive: 3, rate: '0.5' }] } },
  { kind: 'hourly_salary', terms: { tiers: [{ minTurnover: '500', rate: '0.25' }] } },
  {
    kind: 'realtime_salary',
    terms: {
      rates: [
        { gameCode: '4d', profitRate: '1', lossRate: '2.5' },
        { gameCode: 'keno', profitRate: '0', lossRate: '3' },
      ],
    },
  },
];

describe('contract terms form', () => {
  it('turns every kind of contract into the form and back unchanged', () => {
    for (const contract of CONTRACTS) expect(formToTerms(termsToForm(contract))).toEqual({ ok: true, contract });
  });

  it('names each box that is empty or wrong by its path', () => {
    const form = emptyTermsForm('dividend');
    form.tiers = [{ minNetLoss: '1,000', minTurnover: '', minActive: '2.5', rate: '101' }];
    expect(formToTerms(form)).toEqual({ ok: false, problems: { 'tiers.0.minNetLoss': 'amount', 'tiers.0.minActive': 'whole', 'tiers.0.rate': 'rate' } });
    expect(formToTerms(emptyTermsForm('hourly_salary'))).toEqual({ ok: false, problems: { 'tiers.0.minTurnover': 'empty', 'tiers.0.rate': 'empty' } });
  });

  it('leaves blank real-time rows out and wants at least one game', () => {
    expect(formToTerms(emptyTermsForm('realtime_salary'))).toEqual({ ok: false, problems: { rates: 'noRates' } });
    const form = emptyTermsForm('realtime_salary');
    form.rates[2] = { ...form.rates[2]!, profitRate: '1' };
    expect(formToTerms(form)).toEqual({ ok: false, problems: { 'rates.2.lossRate': 'empty' } });
  });

  it("maps the server's blamed field back to the form's box", () => {
    const form = termsToForm(CONTRACTS[3]!);
    expect(formPathOf('contract.terms.rates.1.lossRate', form)).toBe('rates.5.lossRate');
    expect(formPathOf('contract.terms.tiers.1.rate', termsToForm(CONTRACTS[0]!))).toBe('tiers.1.rate');
    expect(formPathOf(undefined, form)).toBeUndefined();
    // The server writes indexes in brackets; a game the offerer lacks is blamed on that row's profit rate.
    expect(formPathOf('contract.terms.tiers[1].rate', termsToForm(CONTRACTS[0]!))).toBe('tiers.1.rate');
    expect(formPathOf('contract.terms.rates[0].gameCode', form)).toBe('rates.0.profitRate');
    expect(isTermsBox('tiers.1.rate')).toBe(true);
    expect(isTermsBox('kind')).toBe(false);
  });
});
