import { describe, expect, it } from 'vitest';
import { exampleSmsRequest, exampleSmsTemplate, fillSmsTemplate, insertPlaceholder, unknownPlaceholders, type SmsRequestSettings } from './messaging.ts';

const post: SmsRequestSettings = { url: 'https://sms.example.com/send', method: 'POST', contentType: 'application/json', bodyTemplate: '', sender: 'ORBIT' };
const values = { to: '+60123456789', countryDialingCode: '+60', mobileNum: '123456789', text: 'Code 1234', sender: 'ORBIT' };

describe('SMS request template', () => {
  it('fills every placeholder the server knows, however often it appears', () => {
    expect(fillSmsTemplate('{to}|{countryDialingCode}|{mobileNum}|{text}|{sender}|{to}', values)).toBe(
      '+60123456789|+60|123456789|Code 1234|ORBIT|+60123456789',
    );
  });

  it('escapes values inside a JSON body, so quotes in the text keep it JSON', () => {
    const request = exampleSmsRequest({ ...post, bodyTemplate: '{"to":"{to}","text":"{text}","from":"{sender}"}', sender: 'Say "hi"' });
    expect(request.validJson).toBe(true);
    expect(JSON.parse(request.body!)).toEqual({ to: '+60123456789', text: expect.stringContaining('482913'), from: 'Say "hi"' });
  });

  it('marks a JSON body that is broken once filled in', () => {
    expect(exampleSmsRequest({ ...post, bodyTemplate: '{"to":{to}}' }).validJson).toBe(false);
  });

  it('URL-encodes a form body', () => {
    const request = exampleSmsRequest({ ...post, contentType: 'application/x-www-form-urlencoded', bodyTemplate: 'to={to}&m={text}' });
    expect(request.body).toBe(`to=%2B60123456789&m=${encodeURIComponent('Your verification code is 482913. It expires in 5 minutes.')}`);
    expect(request.validJson).toBeNull();
  });

  it('appends the template to the URL as the query for GET, and fills the URL too', () => {
    const request = exampleSmsRequest({ ...post, method: 'GET', url: 'https://sms.example.com/send?key=1&cc={countryDialingCode}', bodyTemplate: '?to={to}' });
    expect(request).toEqual({ method: 'GET', url: 'https://sms.example.com/send?key=1&cc=%2B60&to=%2B60123456789', body: null, validJson: null });
    expect(exampleSmsRequest({ ...post, method: 'GET', bodyTemplate: 'to={to}' }).url).toBe('https://sms.example.com/send?to=%2B60123456789');
  });

  it('names unknown placeholders once, across the URL and the body, and leaves JSON braces alone', () => {
    expect(unknownPlaceholders('https://x.example/{key}', '{"to":"{phone}","text":"{text}","x":"{phone}"}')).toEqual(['key', 'phone']);
    expect(unknownPlaceholders('to={to}&message={text}')).toEqual([]);
  });

  it('offers a starting template for each method and format that uses only known placeholders', () => {
    for (const [method, type] of [
      ['POST', 'application/json'],
      ['POST', 'application/x-www-form-urlencoded'],
      ['GET', 'application/json'],
    ] as const) {
      const template = exampleSmsTemplate(method, type);
      expect(unknownPlaceholders(template)).toEqual([]);
      expect(template).toContain('{to}');
      expect(template).toContain('{text}');
    }
    expect(exampleSmsRequest({ ...post, bodyTemplate: exampleSmsTemplate('POST', 'application/json') }).validJson).toBe(true);
  });

  it('inserts a placeholder at the cursor, or at the end without one', () => {
    expect(insertPlaceholder('to=&m=', 'to', 3)).toEqual({ value: 'to={to}&m=', cursor: 7 });
    expect(insertPlaceholder('m=', 'text', null)).toEqual({ value: 'm={text}', cursor: 8 });
    expect(insertPlaceholder('m=', 'text', 99).value).toBe('m={text}');
  });
});
