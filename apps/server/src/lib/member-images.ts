// Images a member attaches to something the desk reads later (feedback tickets, promotion applications): a png or
// jpg by its bytes, a daily count per member, and a random id. Each module keeps them in its own table; these two
// functions are the rules they share.
import { randomBytes } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { sniffImage } from './uploads.ts';

export interface MemberImageTable {
  imagesSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number>;
  insertImage(tx: Tx, row: { id: string; merchantId: number; memberId: number; mime: string; bytes: Buffer; size: number; createdAt: Date }): Promise<void>;
  imageBytes(tx: Tx, merchantId: number, id: string, memberId?: number): Promise<{ mime: string; bytes: Buffer } | undefined>;
}

const DAY_MS = 86_400_000;

export function memberImages(deps: { database: Database; clock: Clock; perDay: number; table: MemberImageTable }) {
  const { db } = deps.database;
  const { clock, perDay, table } = deps;

  /**
   * Stores a member's png or jpg (the type read from its bytes), not yet attached to anything.
   * @throws unsupported_media_type, too_many_requests
   */
  async function store(merchantId: number, memberId: number, bytes: Buffer): Promise<{ imageId: string }> {
    const type = await sniffImage(bytes);
    if (!type || !['image/png', 'image/jpeg'].includes(type.contentType))
      throw new ApiError('unsupported_media_type', 'Only png or jpg images are accepted', { field: 'file' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      if ((await table.imagesSince(tx, merchantId, memberId, new Date(now.getTime() - DAY_MS))) >= perDay)
        throw new ApiError('too_many_requests', 'Too many images today, please try again tomorrow');
      // 192 random bits: not guessable, and nothing of the member's file name is kept.
      const imageId = randomBytes(24).toString('base64url');
      await table.insertImage(tx, { id: imageId, merchantId, memberId, mime: type.contentType, bytes, size: bytes.length, createdAt: now });
      return { imageId };
    });
  }

  /** One image; with memberId, only that member's. @throws not_found */
  async function read(merchantId: number, id: string, memberId?: number) {
    const row = await table.imageBytes(db, merchantId, id, memberId);
    if (!row) throw new ApiError('not_found', 'No such image');
    return row;
  }

  return { store, read };
}
