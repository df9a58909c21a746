// What the members module needs of the verification module: the image captcha and the proof-of-work
// challenge ("Verification must be completed first").
export interface HumanChecks {
  /** @throws captcha_required, captcha_invalid */
  verifyCaptcha(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<void>;
  /** @throws verification_required */
  verifyChallenge(solution: string | undefined): Promise<void>;
}
