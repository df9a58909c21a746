// What a refused registration does to the form: the message goes beside the field it names when that field is
// on the form (else above the buttons), and the image captcha is replaced only when the server says it was
// wrong or is used up; everything else the visitor typed stays (docs/members.md, "Registering").
import { ApiError } from '@orbit/contracts/api-error';
import type { RegisterField } from '@orbit/contracts/settings';

export interface RegisterFailure {
  /** The field to show the message beside, or null for a message at the form's foot. */
  field: RegisterField | 'confirmPassword' | null;
  /** Clear the captcha answer and load a new image. */
  newCaptcha: boolean;
}

const CAPTCHA_ERRORS: ReadonlySet<string> = new Set(['captcha_invalid', 'captcha_required']);

export function registerFailure(error: unknown, shown: readonly string[]): RegisterFailure {
  if (!(error instanceof ApiError)) return { field: null, newCaptcha: false };
  const named = error.field as RegisterField | 'confirmPassword' | undefined;
  return {
    field: named !== undefined && shown.includes(named) ? named : null,
    newCaptcha: CAPTCHA_ERRORS.has(error.errorCode) || error.captchaRequired,
  };
}
