import { describe, expect, it } from 'vitest';
import { methodName } from './method-name.ts';

describe('deposit method name', () => {
  const method = { name: 'Bank transfer', localNames: { MS: 'Pindahan bank', CN: '银行转账', ZH: '' } };
  it("shows the merchant's name in the member's language", () => {
    expect(methodName(method, 'ms')).toBe('Pindahan bank');
    expect(methodName(method, 'CN')).toBe('银行转账');
  });
  it('falls back to the main name where a language has none or an empty one', () => {
    expect(methodName(method, 'EN')).toBe('Bank transfer');
    expect(methodName(method, 'ZH')).toBe('Bank transfer');
    expect(methodName({ name: 'GrabPay', localNames: {} }, 'MS')).toBe('GrabPay');
  });
});
