import { twoFactorSendEndpoint, twoFactorVerifyEndpoint, type TwoFactorMethod } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export function sendTwoFactorCode(challengeToken: string, method: 'sms' | 'email') {
  return api.call(twoFactorSendEndpoint, { body: { challengeToken, method } });
}

export function verifyTwoFactor(challengeToken: string, method: TwoFactorMethod, code: string) {
  return api.call(twoFactorVerifyEndpoint, { body: { challengeToken, method, code } });
}
