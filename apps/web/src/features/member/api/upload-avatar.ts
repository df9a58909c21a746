// Uploads the member's own avatar.
import { AVATAR_UPLOAD_PATH, avatarSchema } from '@orbit/contracts/member-security';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useMemberMutation } from './use-member-mutation.ts';

/** Resolves with the new avatar; `onProgress` gets the share sent so far, 0 to 1. */
export function uploadAvatar(file: File, onProgress?: (share: number) => void) {
  return uploadFile(AVATAR_UPLOAD_PATH, file, avatarSchema, onProgress);
}

export function useUploadAvatar() {
  return useMemberMutation(
    ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) => uploadAvatar(file, onProgress),
    (reply) => reply,
  );
}
