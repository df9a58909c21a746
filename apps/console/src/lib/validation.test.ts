import { describe, expect, it } from 'vitest';
import { consoleLoginEndpoint, createOperatorEndpoint } from '@orbit/contracts/console';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import { brandingSchema, fieldRuleSchema, generalSchema, maintenanceSchema, messagingSchema, regionRestrictionSchema } from '@orbit/contracts/settings';
import type { z } from 'zod';
import { issueMessageKey } from './validation.ts';

function keysOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issueMessageKey(issue).key);
}

describe('validation messages from contract issues', () => {
  it('names the contract rules by their own key', () => {
    expect(keysOf(brandingSchema.shape.theme.shape.colours.shape.accent, 'gold')).toEqual(['validation.colour']);
    expect(keysOf(generalSchema.shape.domains, ['bad host!'])).toEqual(['validation.hostName']);
    expect(keysOf(regionRestrictionSchema.shape.ipAllowList, ['not-an-ip'])).toEqual(['validation.ipOrCidr']);
    expect(keysOf(fieldRuleSchema, { enabled: false, required: true, patternId: null, acceptedPattern: '(', minLength: 9, maxLength: 3 }).sort()).toEqual(
      ['validation.badRegex', 'validation.minOverMax', 'validation.requiredNeedsEnabled'].sort(),
    );
    expect(keysOf(maintenanceSchema, { enabled: true, startAt: '2026-01-02T00:00:00Z', endAt: '2026-01-01T00:00:00Z', message: {} })).toEqual([
      'validation.windowOrder',
    ]);
    expect(keysOf(createOperatorEndpoint.body!, { username: '9x', displayName: 'A', role: 'support', password: 'short' }).sort()).toEqual(
      ['validation.passwordShort', 'validation.username'].sort(),
    );
    expect(keysOf(createAccountEndpoint.body!, { username: '9x', type: 1, upline: null, affiliateCode: 'a b' }).sort()).toEqual(
      ['validation.affiliateCode', 'validation.memberUsername'].sort(),
    );
  });

  it('asks for a web address where the contract wants a URL', () => {
    expect(keysOf(messagingSchema.shape.sms.shape.url, 'sms.example.com/send')).toEqual(['validation.url']);
  });

  it('falls back to the kind of issue, with its bound', () => {
    expect(issueMessageKey(brandingSchema.shape.siteName.safeParse('').error!.issues[0]!)).toEqual({ key: 'validation.required' });
    expect(issueMessageKey(brandingSchema.shape.siteName.safeParse('x'.repeat(61)).error!.issues[0]!)).toEqual({
      key: 'validation.tooLong',
      values: { max: 60 },
    });
    expect(issueMessageKey(generalSchema.shape.supportLanguages.safeParse([]).error!.issues[0]!)).toEqual({
      key: 'validation.tooFewItems',
      values: { min: 1 },
    });
    expect(
      issueMessageKey(
        fieldRuleSchema.safeParse({ enabled: true, required: false, patternId: 40, acceptedPattern: null, minLength: 0, maxLength: 10 }).error!.issues[0]!,
      ),
    ).toEqual({
      key: 'validation.tooBig',
      values: { max: 23 },
    });
    expect(issueMessageKey(generalSchema.shape.gtagId.safeParse('nope').error!.issues[0]!)).toEqual({ key: 'validation.format' });
  });

  it('uses the console’s own keys given as messages', () => {
    expect(issueMessageKey({ code: 'custom', path: [], message: 'validation.defaultLangSupported' } as never)).toEqual({
      key: 'validation.defaultLangSupported',
    });
  });

  it('passes the values of the console’s own rules to their message', () => {
    expect(issueMessageKey({ code: 'custom', path: [], message: 'validation.currencyDecimals', params: { decimals: 2 } } as never)).toEqual({
      key: 'validation.currencyDecimals',
      values: { decimals: 2 },
    });
  });

  it('explains the money contracts’ amounts and reasons in the console’s words', () => {
    expect(issueMessageKey({ code: 'invalid_format', format: 'regex', path: [], message: 'an amount such as 100 or 100.50' } as never)).toEqual({
      key: 'validation.amount',
    });
    expect(issueMessageKey({ code: 'too_small', origin: 'string', minimum: 2, path: [], message: 'Please give a reason' } as never)).toEqual({
      key: 'validation.reason',
    });
  });

  it('asks for the six-digit code', () => {
    expect(keysOf(consoleLoginEndpoint.body!.shape.totpCode, '12ab')).toEqual(['validation.totpCode']);
  });
});
