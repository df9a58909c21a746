import { describe, expect, it } from 'vitest';
import { contactLink } from '../features/site/components/customer-service.ts';
import { formatDateTime, pickLocalized } from './format.ts';

describe('pickLocalized', () => {
  it('prefers the language, then EN, then any text, whatever the key case', () => {
    expect(pickLocalized({ EN: 'Hello', MS: 'Helo' }, 'MS')).toBe('Helo');
    expect(pickLocalized({ en: 'Hello', ms: 'Helo' }, 'ms')).toBe('Helo');
    expect(pickLocalized({ EN: 'Hello', MS: ' ' }, 'MS')).toBe('Hello');
    expect(pickLocalized({ CN: '你好' }, 'TH')).toBe('你好');
    expect(pickLocalized({}, 'EN')).toBe('');
    expect(pickLocalized(undefined, 'EN')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant in the merchant zone as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2026-03-01T06:30:00.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-03-01 14:30:00');
  });
});

describe('contactLink', () => {
  const entry = (csType: 'email' | 'phone' | 'whatsapp' | 'livechat', path: string) => ({ id: 'x', csType, title: 't', path });
  it('opens e-mail and phone entries on the device, outside links in a new tab, our pages in place', () => {
    expect(contactLink(entry('email', 'help@example.com'))).toEqual({ href: 'mailto:help@example.com', external: false });
    expect(contactLink(entry('phone', '+60 12-345 6789'))).toEqual({ href: 'tel:+60123456789', external: false });
    expect(contactLink(entry('whatsapp', 'https://wa.me/60123456789'))).toEqual({ href: 'https://wa.me/60123456789', external: true });
    expect(contactLink(entry('livechat', '/helpmc'))).toEqual({ href: '/helpmc', external: false });
  });
});
