// Server half of the encrypted-call envelope (docs/conventions.md). RSA keys rotate (kept in the database so every
// process shares them, private halves sealed with APP_SECRET); a sealed body older or newer than five
// minutes, or with a nonce already seen, is refused.
import { createDecipheriv, generateKeyPair, privateDecrypt, constants, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { desc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { ENCRYPTED_KEY_HEADER, type SealedPlaintext } from '@orbit/contracts/crypto-envelope';
import type { Database } from '../db/client.ts';
import { cryptoKeys, cryptoNonces } from '../db/schema/system.ts';
import type { Clock } from '../lib/clock.ts';
import { seal, sealingKey, unseal } from '../lib/sealing.ts';

const generateKeyPairAsync = promisify(generateKeyPair);
const MAX_SKEW_MS = 300_000;
/** A key stays usable this long after it stops being offered, for clients that fetched it just before. */
const GRACE_MS = 3600_000;

export function createEncryptionService(deps: { database: Database; clock: Clock; appSecret: string; rotateHours: number }) {
  const { database, clock } = deps;
  const db = database.db;
  const secretKey = sealingKey(deps.appSecret);
  const privateKeys = new Map<string, { pem: string; usableUntil: number }>();
  let offered: { keyId: string; publicKey: string; expiresAt: string } | undefined;
  let creating: Promise<void> | undefined;

  async function createKey() {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
    const id = randomUUID();
    const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const expiresAt = new Date(clock.now().getTime() + deps.rotateHours * 3600_000);
    await db.insert(cryptoKeys).values({ id, publicKey: der, sealedPrivateKey: seal(pem, secretKey), createdAt: clock.now(), expiresAt });
  }

  /** The key to offer clients: the newest one with at least an hour left, made when there is none. */
  async function currentKey() {
    const now = clock.now().getTime();
    if (offered && Date.parse(offered.expiresAt) - now > GRACE_MS) return offered;
    const freshAfter = new Date(now + GRACE_MS);
    let [row] = await db.select().from(cryptoKeys).where(gt(cryptoKeys.expiresAt, freshAfter)).orderBy(desc(cryptoKeys.expiresAt)).limit(1);
    if (!row) {
      creating ??= createKey().finally(() => (creating = undefined));
      await creating;
      [row] = await db.select().from(cryptoKeys).where(gt(cryptoKeys.expiresAt, freshAfter)).orderBy(desc(cryptoKeys.expiresAt)).limit(1);
      if (!row) throw new Error('no encryption key after creating one');
    }
    offered = { keyId: row.id, publicKey: row.publicKey, expiresAt: row.expiresAt.toISOString() };
    return offered;
  }

  async function privateKeyOf(keyId: string): Promise<string | undefined> {
    const now = clock.now().getTime();
    const cached = privateKeys.get(keyId);
    if (cached) return cached.usableUntil > now ? cached.pem : undefined;
    const [row] = await db.select().from(cryptoKeys).where(eq(cryptoKeys.id, keyId)).limit(1);
    if (!row) return undefined;
    const entry = { pem: unseal(row.sealedPrivateKey, secretKey), usableUntil: row.expiresAt.getTime() + GRACE_MS };
    privateKeys.set(keyId, entry);
    return entry.usableUntil > now ? entry.pem : undefined;
  }

  /**
   * Opens a sealed body: `{ value }` plus the wrapped key in the x-encrypted-key header.
   * @throws decryption_failed, replayed_request
   */
  async function open(header: string | undefined, body: unknown): Promise<unknown> {
    const failed = () => new ApiError('decryption_failed', 'This call must be encrypted with the current key');
    const value = (body as { value?: unknown } | null)?.value;
    if (!header || typeof value !== 'string' || value.length > 200_000) throw failed();
    const dot = header.indexOf('.');
    const keyId = header.slice(0, dot);
    const pem = dot > 0 ? await privateKeyOf(keyId) : undefined;
    if (!pem) throw failed();
    let plaintext: SealedPlaintext;
    try {
      const aesKey = privateDecrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header.slice(dot + 1), 'base64'));
      const sealed = Buffer.from(value, 'base64');
      const iv = sealed.subarray(0, 12);
      const tag = sealed.subarray(sealed.length - 16);
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
      plaintext = JSON.parse(text) as SealedPlaintext;
    } catch {
      throw failed();
    }
    const now = clock.now().getTime();
    if (typeof plaintext.ts !== 'number' || Math.abs(now - plaintext.ts) > MAX_SKEW_MS || typeof plaintext.nonce !== 'string' || plaintext.nonce.length > 64)
      throw new ApiError('replayed_request', 'This request is too old or from the future; check the device clock');
    const inserted = await db
      .insert(cryptoNonces)
      .values({ nonce: plaintext.nonce, expiresAt: new Date(now + 2 * MAX_SKEW_MS) })
      .onConflictDoNothing()
      .returning({ nonce: cryptoNonces.nonce });
    if (inserted.length === 0) throw new ApiError('replayed_request', 'This request was already received');
    return plaintext.body;
  }

  async function decryptRequest(request: FastifyRequest): Promise<unknown> {
    const header = request.headers[ENCRYPTED_KEY_HEADER];
    return open(Array.isArray(header) ? header[0] : header, request.body);
  }

  return { currentKey, open, decryptRequest };
}

export type EncryptionService = ReturnType<typeof createEncryptionService>;
