// The live chat calls of the site (contracts/chat.ts, docs/chat.md): a member calls with its session; a
// visitor with the token it was given when it told us its name, kept in this browser so a reload resumes
// the conversation. Images go up as multipart and come back as blobs (the calls need the headers, so an
// <img> cannot fetch them itself). A visitor's events come on the chat stream; a member's on its event stream.
import { ApiError } from '@orbit/contracts/api-error';
import { CHAT_EVENTS_PATH, CHAT_IMAGE_UPLOAD_PATH, CHAT_VISITOR_HEADER, chatEventSchema, chatImageReplySchema, type ChatEvent } from '@orbit/contracts/chat';
import { createApiClient } from '@orbit/contracts/client';
import type { ErrorCode } from '@orbit/contracts/errors';
import { createEventStreamParser, reconnectDelay } from '../../../lib/event-stream.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getMerchantCode, getToken } from '../../../lib/session.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../lib/storage.ts';

export const visitorToken = () => readLocal(LOCAL_KEYS.chatVisitor);
export const keepVisitorToken = (token: string) => writeLocal(LOCAL_KEYS.chatVisitor, token);

function headers(): Record<string, string> {
  const out: Record<string, string> = { Device: 'WEB', Language: currentLanguage().code };
  const merchant = getMerchantCode();
  if (merchant) out.Merchant = merchant;
  const token = getToken();
  const visitor = visitorToken();
  if (token) out.Authorization = token;
  else if (visitor) out[CHAT_VISITOR_HEADER] = visitor;
  return out;
}

export const chatApi = createApiClient({ headers });

async function envelope(response: Response): Promise<unknown> {
  const reply = (await response.json().catch(() => null)) as { success: boolean; value?: unknown; errorCode?: ErrorCode; message?: string } | null;
  if (!reply) throw new ApiError(response.status === 413 ? 'payload_too_large' : 'internal_error', `HTTP ${response.status}`, { status: response.status });
  if (!reply.success) throw new ApiError(reply.errorCode ?? 'internal_error', reply.message ?? '', { status: response.status });
  return reply.value;
}

export async function sendChatImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(CHAT_IMAGE_UPLOAD_PATH, { method: 'POST', headers: headers(), body: form, credentials: 'same-origin' });
  return chatImageReplySchema.parse(await envelope(response));
}

/** An object URL of a chat image; the caller revokes it. */
export async function chatImageUrl(imageId: string): Promise<string> {
  const response = await fetch(`/wps/chat/images/${encodeURIComponent(imageId)}`, { headers: headers(), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError('not_found', 'No such image', { status: response.status });
  return URL.createObjectURL(await response.blob());
}

/** Reads the visitor's chat stream until `signal` aborts, reconnecting with back-off; `onOpen(again)` as the member stream does. */
export async function runVisitorEvents(onEvent: (event: ChatEvent) => void, onOpen: (again: boolean) => void, signal: AbortSignal) {
  let failures = 0;
  let opens = 0;
  while (!signal.aborted) {
    try {
      const response = await fetch(CHAT_EVENTS_PATH, { headers: { ...headers(), accept: 'text/event-stream' }, signal, cache: 'no-store' });
      if (response.status >= 400 && response.status < 500) return;
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      onOpen(opens++ > 0);
      const parser = createEventStreamParser((event) => {
        const parsed = chatEventSchema.safeParse(
          (() => {
            try {
              return JSON.parse(event.data) as unknown;
            } catch {
              return null;
            }
          })(),
        );
        if (parsed.success) onEvent(parsed.data);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      if (signal.aborted) return;
    }
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, reconnectDelay(failures)));
  }
}
