import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkNewPassword,
  checkNickname,
  checkPaymentPassword,
  checkRealName,
  checkTotpCode,
  normaliseMobile,
} from './validation.ts';

describe('nickname', () => {
  it('takes 2 to 20 characters, counting Chinese characters as one each', () => {
    expect(checkNickname('')).toBe('member.validation.required');
    expect(checkNickname(' A ')).toBe('member.validation.nickname');
    expect(checkNickname('Ah')).toBeNull();
    expect(checkNickname('幸运星')).toBeNull();
    expect(checkNickname('x'.repeat(21))).toBe('member.validation.nickname');
  });
});

describe('real name', () => {
  it('accepts names as Malaysians write them, in any script', () => {
    for (const name of [
      'Siti Nur Aisyah bt. Ahmad',
      "Daniel O'Neil",
      'Tan Wei-Ming',
      '陈伟明',
      'Nguyễn Văn An',
      'Kumar a/l Muthusamy',
      'Tan Wei Ming 陈伟明',
      'Mohd. Rizal',
    ])
      expect(checkRealName(name), name).toBeNull();
  });

  it('refuses digits, symbols and one-letter names with the documented message', () => {
    for (const name of ['A', 'Ali123', 'Ali#home', 'Siti 😀', 'Tan\u0007Wei', '-Ali', 'x'.repeat(61)])
      expect(checkRealName(name), name).toBe('member.validation.realName');
    expect(checkRealName('   ')).toBe('member.validation.required');
  });
});

describe('passwords', () => {
  it('asks for 8 to 64 characters and a new password different from the old one', () => {
    expect(checkNewPassword('short')).toBe('member.validation.passwordLength');
    expect(checkNewPassword('x'.repeat(65))).toBe('member.validation.passwordLength');
    expect(checkNewPassword('Better#2026', 'Better#2026')).toBe('member.validation.samePassword');
    expect(checkNewPassword('Better#2026', 'Old#pass1')).toBeNull();
  });

  it("says 'inconsistent_twice' when the confirmation differs", () => {
    expect(checkConfirmation('Better#2026', 'Better#2025')).toBe('errors.inconsistent_twice');
    expect(checkConfirmation('Better#2026', 'Better#2026')).toBeNull();
    expect(checkConfirmation('', 'Better#2026')).toBe('member.validation.required');
  });

  it('wants a payment password of exactly 6 digits', () => {
    expect(checkPaymentPassword('123456')).toBeNull();
    for (const value of ['12345', '1234567', '12345a', '12 456']) expect(checkPaymentPassword(value), value).toBe('member.validation.paymentPassword');
  });
});

describe('mobile numbers', () => {
  it('reads Malaysian numbers however they are typed', () => {
    expect(normaliseMobile('+60', '012-345 6789')).toBe('123456789');
    expect(normaliseMobile('+60', '011-2345 6789')).toBe('1123456789');
    expect(normaliseMobile('+60', '+60 12 345 6789')).toBe('123456789');
    expect(normaliseMobile('60', '0123456789')).toBe('123456789');
  });

  it('refuses what cannot be a Malaysian mobile number', () => {
    for (const value of ['03-2161 1234', '12345', '0123456789012', '+65 9123 4567', '012-ABC 6789']) {
      expect(checkMobile('+60', value), value).toBe('member.validation.mobile');
    }
  });

  it('takes 5 to 15 digits for other countries', () => {
    expect(normaliseMobile('+65', '9123 4567')).toBe('91234567');
    expect(normaliseMobile('+66', '1234')).toBeNull();
  });
});

describe('e-mail and codes', () => {
  it('checks the e-mail shape', () => {
    expect(checkEmail('siti@example.my')).toBeNull();
    expect(checkEmail('siti@example')).toBe('member.validation.email');
    expect(checkEmail('siti example.my')).toBe('member.validation.email');
  });

  it('wants a 6-digit authenticator code', () => {
    expect(checkTotpCode(' 123456 ')).toBeNull();
    expect(checkTotpCode('12345')).toBe('member.validation.totpCode');
  });
});
