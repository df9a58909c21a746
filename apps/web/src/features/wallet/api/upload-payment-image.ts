// Uploads a receipt or proof image for a deposit or a withdrawal confirmation and answers its upload id.
import { PAYMENT_UPLOAD_PATH, uploadReplySchema } from '@orbit/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file.ts';

/** Resolves with the upload id; `onProgress` gets the share sent so far, 0 to 1. */
export async function uploadPaymentImage(file: File, onProgress?: (share: number) => void): Promise<string> {
  return (await uploadFile(PAYMENT_UPLOAD_PATH, file, uploadReplySchema, onProgress)).uploadId;
}

export function useUploadPaymentImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) => uploadPaymentImage(file, onProgress),
  });
}
