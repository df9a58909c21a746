import { describe, expect, it } from 'vitest';
import { exampleSmsTemplate, insertPlaceholder, renderSmsTemplate, unknownPlaceholders } from './messaging.ts';

describe('SMS body template', () => {
  it('fills every placeholder the server knows, however often it appears', () => {
    const body = renderSmsTemplate('{"to":"{to}","cc":"{countryDialingCode}","n":"{mobileNum}","t":"{text}","again":"{to}"}', {
      to: '+60123456789',
      countryDialingCode: '+60',
      mobileNum: '123456789',
      text: 'Code 1234',
    });
    expect(JSON.parse(body)).toEqual({ to: '+60123456789', cc: '+60', n: '123456789', t: 'Code 1234', again: '+60123456789' });
  });

  it('leaves unknown placeholders and JSON braces alone, and names the unknown ones once', () => {
    const template = '{"to":"{phone}","text":"{text}","x":"{phone}"}';
    expect(renderSmsTemplate(template)).toContain('"to":"{phone}"');
    expect(unknownPlaceholders(template)).toEqual(['phone']);
    expect(unknownPlaceholders('to={to}&message={text}')).toEqual([]);
  });

  it('offers a starting template for each content type that uses only known placeholders', () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded'] as const) {
      const template = exampleSmsTemplate(type);
      expect(unknownPlaceholders(template)).toEqual([]);
      expect(template).toContain('{to}');
      expect(template).toContain('{text}');
    }
    expect(() => JSON.parse(renderSmsTemplate(exampleSmsTemplate('application/json')))).not.toThrow();
  });

  it('inserts a placeholder at the cursor, or at the end without one', () => {
    expect(insertPlaceholder('to=&m=', 'to', 3)).toEqual({ value: 'to={to}&m=', cursor: 7 });
    expect(insertPlaceholder('m=', 'text', null)).toEqual({ value: 'm={text}', cursor: 8 });
    expect(insertPlaceholder('m=', 'text', 99).value).toBe('m={text}');
  });
});
