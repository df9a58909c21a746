// The password calls: change (logged in), forgot by e-mail, set a new one from the e-mail's link, reset by SMS.
import { changePasswordEndpoint, forgotByEmailEndpoint, resetByEmailEndpoint, resetBySmsEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
  return api.call(changePasswordEndpoint, { body });
}

export function forgotByEmail(body: { username: string; email: string; verification?: string | undefined }) {
  return api.call(forgotByEmailEndpoint, { body });
}

export function resetByEmail(body: { resetToken: string; newPassword: string; confirmNewPassword: string }) {
  return api.call(resetByEmailEndpoint, { body });
}

export function resetBySms(body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string }) {
  return api.call(resetBySmsEndpoint, { body });
}
