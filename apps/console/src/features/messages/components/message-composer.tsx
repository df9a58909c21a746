// Writing a platform message (docs/messages.md): the audience (one member, a list of usernames, a label or
// everyone), plain or rich text, and a title and body per language (English required). Preview asks the server
// for the message as members will get it (rich text sanitised) and how many it reaches; Send asks the same, then
// sends once the operator confirms the count.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Send } from 'lucide-react';
import { ApiError } from '@orbit/contracts/envelope';
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, type MessageAudienceKind, type MessageFormat, type MessageInput } from '@orbit/contracts/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { usePreviewMessage, useSendMessage } from '../api/send-message.ts';
import { MessagePreview, type Preview } from './message-preview.tsx';

const LANGUAGES = ['EN', 'MS', 'CN'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = Record<Language, string>;
const EMPTY: Texts = { EN: '', MS: '', CN: '' };

/** Usernames as typed in the list box: one per line, or separated by commas or spaces. */
export function parseUsernames(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function inputOf(kind: MessageAudienceKind, target: string, format: MessageFormat, title: Texts, body: Texts): MessageInput {
  const audience =
    kind === 'member'
      ? { kind, username: target.trim() }
      : kind === 'usernames'
        ? { kind, usernames: parseUsernames(target) }
        : kind === 'label'
          ? { kind, label: target.trim() }
          : { kind };
  const optional = (texts: Texts) => ({ EN: texts.EN, ...(texts.MS.trim() ? { MS: texts.MS } : {}), ...(texts.CN.trim() ? { CN: texts.CN } : {}) });
  return { audience, format, title: optional(title), body: optional(body) };
}

/** The server's refusal in the operator's words, naming what is wrong with the audience when it is that. */
function refusalOf(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (error instanceof ApiError && error.errorCode === 'validation_failed') {
    if (error.field === 'audience.usernames') return t('messages.errors.usernames', { names: error.message.replace(/^Unknown usernames: /, '') });
    if (error.field === 'audience.username') return t('messages.errors.username');
    if (error.field === 'audience.label') return t('messages.errors.label');
    if (error.field?.startsWith('body.')) return t('messages.errors.body');
    if (error.field?.startsWith('title.')) return t('messages.errors.title');
  }
  return errorMessage(t, error);
}

export function MessageComposer() {
  const { t } = useTranslation();
  const toast = useToast();
  const preview = usePreviewMessage();
  const send = useSendMessage();
  const [kind, setKind] = useState<MessageAudienceKind>('member');
  const [target, setTarget] = useState('');
  const [format, setFormat] = useState<MessageFormat>('text');
  const [language, setLanguage] = useState<Language>('EN');
  const [title, setTitle] = useState<Texts>(EMPTY);
  const [body, setBody] = useState<Texts>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [shown, setShown] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState<Preview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const targetMissing = kind !== 'everyone' && parseUsernames(target).length === 0;
  const titleMissing = title.EN.trim() === '';
  const bodyMissing = body.EN.trim() === '';
  const incomplete = targetMissing || titleMissing || bodyMissing;

  const ask = async (): Promise<Preview | null> => {
    setSubmitted(true);
    setRefusal(null);
    if (incomplete) return null;
    try {
      return await preview.mutateAsync(inputOf(kind, target, format, title, body));
    } catch (error) {
      setRefusal(refusalOf(t, error));
      return null;
    }
  };

  const showPreview = async () => setShown(await ask());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await ask();
    if (answer) setConfirming(answer);
  };
  const confirmSend = async () => {
    try {
      const sent = await send.mutateAsync(inputOf(kind, target, format, title, body));
      toast.success(t('messages.sent', { count: sent.delivered }));
      setConfirming(null);
      setShown(null);
      setSubmitted(false);
      setTitle(EMPTY);
      setBody(EMPTY);
    } catch (error) {
      setConfirming(null);
      setRefusal(refusalOf(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label={t('messages.composer')}>
      <AudienceFields
        kind={kind}
        target={target}
        invalid={submitted && targetMissing}
        onKindChange={(next) => {
          setKind(next);
          setShown(null);
        }}
        onTargetChange={setTarget}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LanguageTabs
          label={t('messages.language')}
          value={language}
          onChange={(code) => setLanguage(code as Language)}
          languages={LANGUAGES.map((code) => ({
            code,
            label: t(`messages.languages.${code}`),
            filled: title[code].trim() !== '' && body[code].trim() !== '',
            invalid: code === 'EN' && submitted && (titleMissing || bodyMissing),
          }))}
        />
        <Field label={t('messages.format')} htmlFor="message-format" className="w-44">
          <Select id="message-format" value={format} onChange={(event) => setFormat(event.target.value as MessageFormat)}>
            <option value="text">{t('messages.formats.text')}</option>
            <option value="html">{t('messages.formats.html')}</option>
          </Select>
        </Field>
      </div>
      <Field
        label={t('messages.titleField', { language: t(`messages.languages.${language}`) })}
        htmlFor="message-title"
        error={language === 'EN' && submitted && titleMissing ? t('messages.required') : undefined}
      >
        <Input
          id="message-title"
          maxLength={MESSAGE_TITLE_MAX}
          value={title[language]}
          invalid={language === 'EN' && submitted && titleMissing}
          onChange={(event) => setTitle({ ...title, [language]: event.target.value })}
        />
      </Field>
      <Field
        label={t('messages.bodyField', { language: t(`messages.languages.${language}`) })}
        htmlFor="message-body"
        hint={format === 'html' ? t('messages.htmlHint') : language === 'EN' ? undefined : t('messages.translationHint')}
        error={language === 'EN' && submitted && bodyMissing ? t('messages.required') : undefined}
        aside={<span className="text-xs text-slate-500 tabular-nums">{`${body[language].length} / ${MESSAGE_BODY_MAX}`}</span>}
      >
        <Textarea
          id="message-body"
          rows={6}
          maxLength={MESSAGE_BODY_MAX}
          value={body[language]}
          invalid={language === 'EN' && submitted && bodyMissing}
          onChange={(event) => setBody({ ...body, [language]: event.target.value })}
        />
      </Field>
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      {shown ? <MessagePreview preview={shown} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button icon={<Eye className="size-4" />} loading={preview.isPending && !confirming} onClick={() => void showPreview()}>
          {t('messages.preview')}
        </Button>
        <Button variant="primary" type="submit" icon={<Send className="size-4" />} loading={send.isPending}>
          {t('messages.send')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('messages.confirmTitle')}
        description={t('messages.confirmText', { count: confirming?.recipients ?? 0 })}
        confirmLabel={t('messages.send')}
        busy={send.isPending}
        onConfirm={() => void confirmSend()}
      />
    </form>
  );
}

/** Who gets the message: the audience kind and, unless everyone, the member, usernames or label. */
function AudienceFields(props: {
  kind: MessageAudienceKind;
  target: string;
  invalid: boolean;
  onKindChange: (kind: MessageAudienceKind) => void;
  onTargetChange: (target: string) => void;
}) {
  const { t } = useTranslation();
  const { kind, target, invalid, onKindChange, onTargetChange } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={t('messages.audience')} htmlFor="message-audience">
        <Select id="message-audience" value={kind} onChange={(event) => onKindChange(event.target.value as MessageAudienceKind)}>
          {(['member', 'usernames', 'label', 'everyone'] as const).map((option) => (
            <option key={option} value={option}>
              {t(`messages.audiences.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'everyone' ? (
        <p className="self-end pb-2 text-xs text-slate-500 sm:col-span-2">{t('messages.everyoneHint')}</p>
      ) : (
        <Field
          className="sm:col-span-2"
          label={t(`messages.targets.${kind}`)}
          htmlFor="message-target"
          hint={kind === 'usernames' ? t('messages.usernamesHint') : undefined}
          error={invalid ? t('messages.required') : undefined}
        >
          {kind === 'usernames' ? (
            <Textarea id="message-target" rows={3} value={target} invalid={invalid} onChange={(event) => onTargetChange(event.target.value)} />
          ) : (
            <Input id="message-target" value={target} maxLength={64} invalid={invalid} onChange={(event) => onTargetChange(event.target.value)} />
          )}
        </Field>
      )}
    </div>
  );
}
