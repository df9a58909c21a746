// Receipt and proof images (bank-deposit receipts, "not received" proofs of withdrawals): stored in the
// database as private bytes under a server-made random id, read back only by their member and by the
// merchant's finance operators.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import { paymentUploads } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { sniffImage } from '../../lib/uploads.ts';

/** Uploads a member may make in 24 hours: a receipt or proof per deposit or withdrawal, with room for retries. */
export const UPLOADS_PER_DAY = 60;

export interface StoredUpload {
  mime: string;
  bytes: Buffer;
}

/**
 * Refuses an upload id that is not this member's own image (the withdrawal and deposit calls name uploads
 * by id, and an id of another member must read as if it did not exist).
 * @throws not_found (field: the field the id came in)
 */
export async function assertOwnUpload(tx: Tx, merchantId: number, memberId: number, uploadId: string, field = 'proofUploadId'): Promise<void> {
  const [row] = await tx
    .select({ id: paymentUploads.id })
    .from(paymentUploads)
    .where(and(eq(paymentUploads.id, uploadId), eq(paymentUploads.merchantId, merchantId), eq(paymentUploads.memberId, memberId)));
  if (!row) throw new ApiError('not_found', 'No such uploaded image; please upload it again', { field });
}

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /**
   * Stores a member's png or jpg (the type read from its bytes) and answers its new id.
   * @throws unsupported_media_type, too_many_requests
   */
  async function store(merchantId: number, memberId: number, bytes: Buffer): Promise<{ uploadId: string }> {
    const type = await sniffImage(bytes);
    if (!type || !['image/png', 'image/jpeg'].includes(type.contentType))
      throw new ApiError('unsupported_media_type', 'Only png or jpg images are accepted', { field: 'file' });
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - 86_400_000);
    return database.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ n: count() })
        .from(paymentUploads)
        .where(and(eq(paymentUploads.merchantId, merchantId), eq(paymentUploads.memberId, memberId), gte(paymentUploads.createdAt, dayAgo)));
      if ((recent?.n ?? 0) >= UPLOADS_PER_DAY) throw new ApiError('too_many_requests', 'Too many uploads today, please try again tomorrow');
      // 192 random bits, base64url: not guessable, and nothing of the member's file name survives.
      const uploadId = randomBytes(24).toString('base64url');
      await tx.insert(paymentUploads).values({ id: uploadId, merchantId, memberId, mime: type.contentType, bytes, size: bytes.length, createdAt: now });
      return { uploadId };
    });
  }

  /** A member's own upload; another member's reads as missing. @throws not_found */
  async function readOwn(merchantId: number, memberId: number, uploadId: string): Promise<StoredUpload> {
    const [row] = await database.db
      .select({ mime: paymentUploads.mime, bytes: paymentUploads.bytes })
      .from(paymentUploads)
      .where(and(eq(paymentUploads.id, uploadId), eq(paymentUploads.merchantId, merchantId), eq(paymentUploads.memberId, memberId)));
    if (!row) throw new ApiError('not_found', 'No such uploaded image');
    return row;
  }

  /** Any upload of the merchant, for its finance operators. @throws not_found */
  async function readForMerchant(merchantId: number, uploadId: string): Promise<StoredUpload> {
    const [row] = await database.db
      .select({ mime: paymentUploads.mime, bytes: paymentUploads.bytes })
      .from(paymentUploads)
      .where(and(eq(paymentUploads.id, uploadId), eq(paymentUploads.merchantId, merchantId)));
    if (!row) throw new ApiError('not_found', 'No such uploaded image');
    return row;
  }

  return { store, readOwn, readForMerchant };
}
