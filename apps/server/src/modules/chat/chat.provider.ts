// Customer service through an outside chat provider (docs/chat.md, ADR 0032): the URLs the operator sets,
// and the site's lookup of where its live chat goes. The provider's URL travels sealed in a type "3" entry
// under a key carried at the end of the same string, so it stays out of static pages and scrapers' reach;
// anybody holding the reply can open it, which is the point: the site must.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { ChatProvider, CustomerServiceLookup } from '@orbit/contracts/customer-service';
import { CS_PROVIDER_ENTRY_TYPE, CS_PROVIDER_IV_BYTES } from '@orbit/contracts/customer-service';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import type { AuditSink } from '../site/site.service.ts';
import * as repo from './chat.repo.ts';
import { VIP_RANK_ABOVE, type ChatMembers } from './chat.service.ts';

/**
 * base64url(iv ‖ AES-256-GCM ciphertext ‖ tag) followed by the 8-character key; the AES key is SHA-256 of
 * those 8 characters. A fresh key and iv for every reply, so two replies never carry the same string.
 */
export function sealProviderUrl(url: string): string {
  // 6 random bytes are exactly 8 base64url characters: 48 bits, no bias, no padding.
  const key8 = randomBytes(6).toString('base64url');
  const iv = randomBytes(CS_PROVIDER_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key8, 'utf8').digest(), iv);
  const sealed = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url') + key8;
}

export function createChatProvider(deps: { database: Database; clock: Clock; audit: AuditSink; members: ChatMembers }) {
  const { db } = deps.database;

  async function settings(merchantId: number): Promise<ChatProvider> {
    const row = await repo.settingsOf(db, merchantId);
    return { url: row?.providerUrl ?? null, vipUrl: row?.vipProviderUrl ?? null };
  }

  /** Sets or clears the provider's URLs (checked https by the contract before this runs), audited. */
  async function save(merchant: ResolvedMerchant, operator: Pick<AuthenticatedOperator, 'id' | 'username'>, provider: ChatProvider, ip: string) {
    await db.transaction(async (tx) => {
      await repo.saveProvider(tx, merchant.id, { providerUrl: provider.url, vipProviderUrl: provider.vipUrl }, deps.clock.now());
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: operator.id, operatorName: operator.username, ip },
        action: 'chat.provider',
        target: null,
        detail: provider,
      });
    });
    return provider;
  }

  /** Where the caller's live chat goes: a member above rank level 4 to the VIP URL when there is one. */
  async function lookup(merchant: ResolvedMerchant, member: AuthenticatedMember | null): Promise<CustomerServiceLookup> {
    const [provider, rank] = await Promise.all([settings(merchant.id), member ? deps.members.rankLevel(merchant.id, member.id) : 0]);
    const vip = rank > VIP_RANK_ABOVE;
    const url = (vip ? provider.vipUrl : null) ?? provider.url;
    if (!url) return { route: 'own', vip, entries: [] };
    return { route: 'outside', vip, entries: [{ type: CS_PROVIDER_ENTRY_TYPE, path: sealProviderUrl(url) }] };
  }

  return { settings, save, lookup };
}

export type ChatProviderService = ReturnType<typeof createChatProvider>;
