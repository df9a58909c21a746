import { describe, expect, it } from 'vitest';
import { splitCodes } from './message-codes.ts';

const codes = (body: string) =>
  splitCodes(body)
    .filter((part) => part.code)
    .map((part) => part.text);

describe('codes in outbox messages', () => {
  it('picks out a verification code and keeps the whole text', () => {
    const body = 'Your verification code is 482913. It expires in 5 minutes.';
    expect(codes(body)).toEqual(['482913']);
    expect(
      splitCodes(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });

  it('leaves phone numbers, dates, amounts and short numbers alone', () => {
    expect(codes('Sent to +60123456789 on 2026-03-01 for RM 1,000.00, 5 minutes')).toEqual([]);
    expect(codes('Ref 12345678901')).toEqual([]);
  });

  it('finds a code at the start and one at the end', () => {
    expect(codes('1234 is your code, or use 567890')).toEqual(['1234', '567890']);
  });

  it('answers a body without codes as one plain part', () => {
    expect(splitCodes('Welcome!')).toEqual([{ text: 'Welcome!', code: false }]);
    expect(splitCodes('')).toEqual([]);
  });
});
