import { captchaEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

/** A new image (a data: URL) and the id its answer is sent with. */
export function getCaptcha() {
  return api.call(captchaEndpoint);
}
