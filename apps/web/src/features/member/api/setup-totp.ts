import { useMutation } from '@tanstack/react-query';
import { totpSetupEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';

/** A new secret and its QR code; nothing changes until the first code confirms it (enable-totp.ts). */
export function setupTotp() {
  return api.call(totpSetupEndpoint);
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
