import { describe, expect, it } from 'vitest';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import en from '../locales/en.json';
import { hasOutboxFilters, KNOWN_PURPOSES, outboxListQuery, purposeLabelKey } from './outbox-filters.ts';

describe('outbox filters', () => {
  it('asks for everything, newest page first, without filters', () => {
    const query = outboxListQuery({ channel: null, recipient: '  ', page: 1 });
    expect(query).toEqual({ page: 1, pageSize: 20, channel: undefined, recipient: undefined });
    expect(hasOutboxFilters({ channel: null, recipient: '  ', page: 1 })).toBe(false);
  });

  it('passes the channel and the trimmed recipient, in a query the call accepts', () => {
    const query = outboxListQuery({ channel: 'sms', recipient: ' +6012 ', page: 3 });
    expect(query).toEqual({ page: 3, pageSize: 20, channel: 'sms', recipient: '+6012' });
    expect(outboxEndpoint.query!.safeParse(query).success).toBe(true);
    expect(hasOutboxFilters({ channel: 'email', recipient: '', page: 1 })).toBe(true);
  });

  it('names the known purposes in words and leaves others as written', () => {
    const purposes = (en as unknown as { outbox: { purposes: Record<string, string> } }).outbox.purposes;
    for (const purpose of KNOWN_PURPOSES) expect(purposes[purposeLabelKey(purpose)!.split('.').pop()!], purpose).toBeTruthy();
    expect(purposeLabelKey('login')).toBe('outbox.purposes.login');
    expect(purposeLabelKey('bind-mobile')).toBe('outbox.purposes.bindMobile');
    expect(purposeLabelKey('promotion')).toBeNull();
  });
});
