// Sending messages (docs/messages.md): an operator addresses one member, a list of usernames, a label or
// everyone; the audience is resolved and every check passes before anything is written, then the message, its
// recipients and the audit entry are written in one transaction. The console's log counts delivered, read and
// deleted. A broadcast to everyone writes no recipient rows (ADR 0025).
import { ApiError } from '@orbit/contracts/envelope';
import type { MessageAudience, MessageInput, SentMessage } from '@orbit/contracts/messages';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { MessageTexts } from '../../db/schema/inbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitiseContent } from '../content/sanitise.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { InboxHub } from './inbox.events.ts';
import * as repo from './inbox.repo.ts';

/** The largest label audience one message may reach with recipient rows; more is a broadcast's job. */
export const LABEL_AUDIENCE_MAX = 100_000;

/** Who the members are, from the members module (it owns the accounts). */
export interface MemberDirectory {
  idsOfUsernames(merchantId: number, usernames: readonly string[]): Promise<Map<string, number>>;
  idsWithLabel(merchantId: number, label: string, limit: number): Promise<number[]>;
  census(merchantId: number): Promise<{ count: number; maxId: number }>;
  usernamesOf(merchantId: number, ids: number[]): Promise<Map<number, string>>;
}

type Resolved = { kind: 'members'; memberIds: number[]; detail: string | string[] | null } | { kind: 'everyone'; count: number; maxId: number };

function cleanTexts(texts: MessageInput['title'], clean: (value: string) => string): MessageTexts {
  const out: MessageTexts = { EN: clean(texts.EN) };
  for (const language of ['MS', 'CN'] as const) {
    const value = texts[language] === undefined ? '' : clean(texts[language]);
    if (value !== '') out[language] = value;
  }
  return out;
}

/** Title trimmed; a plain body as typed (ends trimmed), an HTML body sanitised. @throws validation_failed when the English body is empty after cleaning. */
function cleanInput(input: MessageInput) {
  const title = cleanTexts(input.title, (t) => t.trim());
  const body = cleanTexts(input.body, input.format === 'html' ? sanitiseContent : (t) => t.trim());
  if (body.EN === '') throw new ApiError('validation_failed', 'The message has no text left once cleaned', { field: 'body.EN' });
  return { title, body };
}

export function createSending(deps: { database: Database; clock: Clock; audit: AuditSink; hub: InboxHub; members: MemberDirectory }) {
  const { db } = deps.database;

  /** @throws validation_failed naming the audience field: unknown usernames, a label nobody carries */
  async function resolve(merchant: ResolvedMerchant, audience: MessageAudience): Promise<Resolved> {
    switch (audience.kind) {
      case 'everyone':
        return { kind: 'everyone', ...(await deps.members.census(merchant.id)) };
      case 'member': {
        const found = await deps.members.idsOfUsernames(merchant.id, [audience.username]);
        const id = found.get(audience.username);
        if (id === undefined) throw new ApiError('validation_failed', `No member is called ${audience.username}`, { field: 'audience.username' });
        return { kind: 'members', memberIds: [id], detail: audience.username };
      }
      case 'usernames': {
        const usernames = [...new Map(audience.usernames.map((u) => [u.toLowerCase(), u])).values()];
        const found = await deps.members.idsOfUsernames(merchant.id, usernames);
        const unknown = usernames.filter((u) => !found.has(u));
        if (unknown.length > 0)
          throw new ApiError(
            'validation_failed',
            `Unknown usernames: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''}`,
            {
              field: 'audience.usernames',
            },
          );
        return { kind: 'members', memberIds: [...new Set(found.values())], detail: usernames };
      }
      case 'label': {
        const ids = await deps.members.idsWithLabel(merchant.id, audience.label, LABEL_AUDIENCE_MAX + 1);
        if (ids.length === 0) throw new ApiError('validation_failed', `No member carries the label ${audience.label}`, { field: 'audience.label' });
        if (ids.length > LABEL_AUDIENCE_MAX)
          throw new ApiError('validation_failed', `More than ${LABEL_AUDIENCE_MAX} members carry this label: send to everyone instead`, {
            field: 'audience.label',
          });
        return { kind: 'members', memberIds: ids, detail: audience.label };
      }
    }
  }

  const deliveredOf = (resolved: Resolved) => (resolved.kind === 'everyone' ? resolved.count : resolved.memberIds.length);

  /** What the message would be, and how many it reaches; writes nothing. @throws validation_failed */
  async function preview(merchant: ResolvedMerchant, input: MessageInput) {
    const texts = cleanInput(input);
    const resolved = await resolve(merchant, input.audience);
    return { ...texts, format: input.format, recipients: deliveredOf(resolved) };
  }

  /** Sends an operator's message (audited). @throws validation_failed (empty after cleaning, unknown usernames, a label nobody carries) */
  async function send(merchant: ResolvedMerchant, input: MessageInput, actor: Actor): Promise<SentMessage> {
    const texts = cleanInput(input);
    const resolved = await resolve(merchant, input.audience);
    const now = deps.clock.now();
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertMessage(tx, {
        merchantId: merchant.id,
        kind: 'operator',
        audience: input.audience.kind,
        audienceDetail: resolved.kind === 'members' ? resolved.detail : null,
        everyoneUpTo: resolved.kind === 'everyone' ? resolved.maxId : null,
        ...texts,
        format: input.format,
        delivered: deliveredOf(resolved),
        createdBy: actor.operatorId,
        createdAt: now,
      });
      if (!created) throw new Error('message not inserted');
      if (resolved.kind === 'members') await repo.insertRecipients(tx, merchant.id, created.id, resolved.memberIds);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'messages.send',
        target: String(created.id),
        detail: {
          audience: input.audience.kind,
          audienceDetail: created.audienceDetail,
          delivered: created.delivered,
          title: texts.title,
          format: input.format,
          bodyLength: Object.fromEntries(Object.entries(texts.body).map(([k, v]) => [k, v.length])),
        },
      });
      announce(tx, merchant.id, resolved);
      return created;
    });
    return toSent(row, { read: 0, deleted: 0 }, actor.operatorName);
  }

  function announce(tx: Tx, merchantId: number, resolved: Resolved) {
    afterCommit(tx, () => (resolved.kind === 'everyone' ? deps.hub.everyoneChanged(merchantId) : deps.hub.membersChanged(merchantId, resolved.memberIds)));
  }

  async function sentLog(
    merchant: ResolvedMerchant,
    query: { page: number; pageSize: number; origin: 'operator' | 'platform' | 'all' },
    operatorNames: (merchantId: number) => Promise<ReadonlyMap<number, string>>,
  ) {
    const { rows, total } = await repo.sentPage(db, merchant.id, query.origin, (query.page - 1) * query.pageSize, query.pageSize);
    const [states, names] = await Promise.all([
      repo.stateCounts(
        db,
        merchant.id,
        rows.map((r) => r.id),
      ),
      operatorNames(merchant.id),
    ]);
    const items = rows.map((row) =>
      toSent(row, states.get(row.id) ?? { read: 0, deleted: 0 }, row.createdBy === null ? null : (names.get(row.createdBy) ?? null)),
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  return { preview, send, sentLog };
}

function toSent(row: repo.MessageRow, state: { read: number; deleted: number }, sentBy: string | null): SentMessage {
  const detail = row.audienceDetail;
  return {
    id: row.id,
    kind: row.kind as SentMessage['kind'],
    audience: row.audience as SentMessage['audience'],
    audienceDetail:
      detail === null || detail === undefined
        ? null
        : Array.isArray(detail)
          ? detail.slice(0, 5).join(', ') + (detail.length > 5 ? ` +${detail.length - 5}` : '')
          : detail,
    title: row.title,
    body: row.body,
    format: row.format as SentMessage['format'],
    delivered: row.delivered,
    read: state.read,
    deleted: state.deleted,
    sentBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export type Sending = ReturnType<typeof createSending>;
