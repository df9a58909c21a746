// Translating validation issues from the contract schemas. The schemas carry English messages for the
// server's replies; the console shows its own words, chosen by the kind of issue and, for the contract's
// named rules, by the rule's message.
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** Messages written in packages/contracts, and the console's key for each. */
const CONTRACT_MESSAGES: Record<string, string> = {
  'colour must be #rrggbb': 'validation.colour',
  'must be an http(s) URL or a path starting with /': 'validation.urlOrPath',
  'country code must be two capital letters': 'validation.countryCode',
  'must be an IP address or CIDR range': 'validation.ipOrCidr',
  'must be a host name': 'validation.hostName',
  'the code has 6 digits': 'validation.totpCode',
  'username: 3–32 letters, digits, _ or ., starting with a letter': 'validation.username',
  'password must have at least 8 characters': 'validation.passwordShort',
  'password may have at most 64 characters': 'validation.passwordLong',
  'minLength must not exceed maxLength': 'validation.minOverMax',
  'a required field must be enabled': 'validation.requiredNeedsEnabled',
  'acceptedPattern is not a valid regular expression': 'validation.badRegex',
  'username and password are always required': 'validation.usernamePasswordRequired',
  'the window must end after it starts': 'validation.windowOrder',
  'nothing to change': 'validation.nothingToChange',
  'username: 4–32 letters and digits, starting with a letter': 'validation.memberUsername',
  'affiliate code: 4–20 letters and digits': 'validation.affiliateCode',
  'an amount such as 100 or 100.50': 'validation.amount',
  'lower-case letters, digits and -': 'validation.slug',
  'Please enter an amount such as 100 or 100.50': 'validation.amount',
  'Please give a reason': 'validation.reason',
};

export type Issue = z.core.$ZodIssue;

/** The i18n key and values for one issue. */
export function issueMessageKey(issue: Issue): { key: string; values?: Record<string, unknown> } {
  const named = CONTRACT_MESSAGES[issue.message];
  if (named) return { key: named };
  // The console's own refinements carry their i18n key as the message, and its values as params.
  if (issue.message.startsWith('validation.'))
    return issue.code === 'custom' && issue.params ? { key: issue.message, values: issue.params } : { key: issue.message };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooFewItems', values: { min } };
      return { key: 'validation.tooSmall', values: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooManyItems', values: { max } };
      return { key: 'validation.tooBig', values: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'datetime') return { key: 'validation.dateTime' };
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.format' };
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? { key: 'validation.number' } : { key: 'validation.required' };
    case 'invalid_value':
      return { key: 'validation.choose' };
    default:
      return { key: 'validation.invalid' };
  }
}

export function translateIssue(t: TFunction, issue: Issue): string {
  const { key, values } = issueMessageKey(issue);
  return t(key, values ?? {});
}
