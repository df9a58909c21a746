// The live chat panel (docs/chat.md): a visitor gives its name first; then the messages, the operator's
// typing, read marks on the member's own messages, the offline notice outside service hours, and a
// composer with an image attachment (png or jpg under 5 MB). Loaded on first opening, with its texts.
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX, type ChatMessage } from '@orbit/contracts/chat';
import { clsx } from 'clsx';
import { Check, CheckCheck, ImagePlus, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { chatImageUrl } from './chat-client.ts';
import { useChat } from './use-chat.ts';
// The outside provider's side rides in this chunk (chat-launcher.tsx says why).
/** @public chat-launcher.tsx reaches these through this chunk's dynamic import (`m.sendToProvider`), which knip does not follow. */
export { sendToProvider, watchChatRoute } from './provider-popup.ts';

function ChatImage({ imageId }: { imageId: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    chatImageUrl(imageId).then(
      (value) => setUrl((made = value)),
      () => setUrl(null),
    );
    return () => (made ? URL.revokeObjectURL(made) : undefined);
  }, [imageId]);
  return url ? <img src={url} alt={t('support.chat.image')} className="max-h-48 max-w-full rounded-lg" /> : <Spinner />;
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const own = message.side === 'member' || message.side === 'visitor';
  if (message.side === 'system')
    return (
      <li className="mx-auto max-w-[90%] rounded-lg bg-accent/10 px-3 py-2 text-center text-xs text-text-muted" data-testid="chat-system">
        {message.body}
      </li>
    );
  return (
    <li className={clsx('flex flex-col', own ? 'items-end' : 'items-start')} data-testid={own ? 'chat-own' : 'chat-operator'}>
      {!own && message.operatorName ? <span className="mb-0.5 text-xs text-text-muted">{message.operatorName}</span> : null}
      <div
        className={clsx('max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap', own ? 'bg-accent text-accent-text' : 'bg-surface-raised')}
      >
        {message.kind === 'image' && message.imageId ? <ChatImage imageId={message.imageId} /> : message.body}
      </div>
      {own ? (
        <span className="mt-0.5 flex items-center gap-1 text-[11px] text-text-muted" data-testid="chat-mark">
          {message.readAt ? <CheckCheck className="size-3.5" aria-hidden /> : <Check className="size-3.5" aria-hidden />}
          {message.readAt ? t('support.chat.read') : t('support.chat.sent')}
        </span>
      ) : null}
    </li>
  );
}

const ERROR_KEYS = {
  unsupported_media_type: 'support.chat.errors.imageType',
  payload_too_large: 'support.chat.errors.imageSize',
  validation_failed: 'support.chat.errors.invalid',
  chat_open_limit: 'errors.chat_open_limit',
} as const;

export default function ChatPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const chat = useChat(open);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [chat.messages.length, chat.operatorTyping]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (await chat.sendText(value)) setText('');
  }

  function attach(file: File | undefined) {
    if (!file) return;
    if (file.size >= CHAT_IMAGE_MAX_BYTES) return setLocalError(t('support.chat.errors.imageSize'));
    setLocalError(null);
    void chat.sendImage(file);
  }

  const errorText = localError ?? (chat.error ? t(ERROR_KEYS[chat.error as keyof typeof ERROR_KEYS] ?? 'support.chat.errors.generic') : null);
  const status = chat.conversation?.status;
  const hours = chat.serviceHours;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('support.chat.title')} placement="side">
        <div className="flex h-[calc(100dvh-5rem)] flex-col" data-testid="chat-panel">
          {chat.phase === 'loading' ? (
            <div className="flex flex-1 items-center justify-center">
              <Spinner />
            </div>
          ) : chat.phase === 'needName' ? (
            <form
              className="space-y-4 p-5"
              onSubmit={(event) => {
                event.preventDefault();
                if (name.trim()) void chat.start(name.trim());
              }}
            >
              <p className="text-sm text-text-muted">{t('support.chat.namePrompt')}</p>
              <TextField label={t('support.chat.name')} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
              <Button type="submit" className="w-full">
                {t('support.chat.start')}
              </Button>
            </form>
          ) : chat.phase === 'failed' ? (
            <p className="p-5 text-sm text-danger">{t('support.chat.errors.generic')}</p>
          ) : (
            <>
              <p className="border-b border-border px-4 py-2 text-xs text-text-muted" data-testid="chat-status">
                {status === 'open' && chat.conversation?.operatorName
                  ? t('support.chat.with', { name: chat.conversation.operatorName })
                  : status === 'closed'
                    ? t('support.chat.closed')
                    : t('support.chat.waiting')}
              </p>
              {!chat.online && hours ? (
                <p className="bg-accent/10 px-4 py-2 text-xs" role="status" data-testid="chat-offline">
                  {t('support.chat.offline', { from: hours.from, to: hours.to })}
                </p>
              ) : null}
              <ol ref={listRef} className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
                {chat.messages.length === 0 ? <li className="text-center text-sm text-text-muted">{t('support.chat.intro')}</li> : null}
                {chat.messages.map((message) => (
                  <Bubble key={message.id} message={message} />
                ))}
              </ol>
              {chat.operatorTyping ? (
                <p className="px-4 pb-1 text-xs text-text-muted" data-testid="chat-typing">
                  {t('support.chat.typing')}
                </p>
              ) : null}
              {errorText ? (
                <p className="px-4 pb-1 text-xs text-danger" role="alert">
                  {errorText}
                </p>
              ) : null}
              <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2 border-t border-border p-3">
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/png,image/jpeg"
                  className="hidden"
                  onChange={(e) => (attach(e.target.files?.[0]), (e.target.value = ''))}
                />
                <Button variant="secondary" size="sm" aria-label={t('support.chat.attach')} onClick={() => fileRef.current?.click()}>
                  <ImagePlus className="size-4" aria-hidden />
                </Button>
                <textarea
                  value={text}
                  maxLength={CHAT_TEXT_MAX}
                  rows={1}
                  aria-label={t('support.chat.placeholder')}
                  placeholder={t('support.chat.placeholder')}
                  onChange={(e) => {
                    setText(e.target.value);
                    chat.typing();
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      e.currentTarget.form?.requestSubmit();
                    }
                  }}
                  className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-border bg-surface-raised px-3 py-2 text-sm"
                  data-testid="chat-input"
                />
                <Button type="submit" size="sm" aria-label={t('support.chat.send')} disabled={!text.trim()}>
                  <Send className="size-4" aria-hidden />
                </Button>
              </form>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
