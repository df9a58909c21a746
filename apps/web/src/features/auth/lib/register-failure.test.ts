// A refused registration keeps the captcha unless the server says it is wrong or used, and names the field.
import { ApiError } from '@orbit/contracts/api-error';
import { describe, expect, it } from 'vitest';
import { registerFailure } from './register-failure.ts';

const SHOWN = ['username', 'password', 'email', 'captcha'];

describe('a refused registration', () => {
  it('keeps the captcha for a field mistake and puts the message beside the field', () => {
    expect(registerFailure(new ApiError('validation_failed', 'bad', { field: 'email' }), SHOWN)).toEqual({ field: 'email', newCaptcha: false });
  });

  it('asks for a new captcha when it was wrong, missing or used up', () => {
    expect(registerFailure(new ApiError('captcha_invalid', 'wrong', { field: 'captcha' }), SHOWN)).toEqual({ field: 'captcha', newCaptcha: true });
    expect(registerFailure(new ApiError('captcha_required', 'none', { field: 'captcha' }), SHOWN).newCaptcha).toBe(true);
    expect(registerFailure(new ApiError('username_taken', 'taken', { field: 'username', captchaRequired: true }), SHOWN)).toEqual({
      field: 'username',
      newCaptcha: true,
    });
  });

  it('shows a message at the foot for a field not on the form or no field at all', () => {
    expect(registerFailure(new ApiError('mobile_taken', 'taken', { field: 'mobileNum' }), SHOWN)).toEqual({ field: null, newCaptcha: false });
    expect(registerFailure(new Error('network'), SHOWN)).toEqual({ field: null, newCaptcha: false });
  });
});
