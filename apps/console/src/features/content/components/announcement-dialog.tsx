// Writing or changing a site announcement: where it shows (group, type), who sees it, when, its order, and its
// title and rich content in English, Malay and Chinese, with a preview at phone and desktop widths. The
// server sanitises the content when it is saved (docs/content.md).
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, PencilLine } from 'lucide-react';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_LANGUAGES,
  ANNOUNCEMENT_TYPES,
  TITLE_MAX,
  type Announcement,
  type AnnouncementGroup,
  type AnnouncementInput,
  type AnnouncementLanguage,
} from '@orbit/contracts/announcements';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../../components/ui/input.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ContentPreview } from '../../../components/rich-text/content-preview.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { isoToZonedInput, zonedInputToIso } from '../../../lib/zoned-time.ts';
import { useSaveSiteAnnouncement } from '../api/announcements.ts';
import { DEFAULT_TYPE } from '../announcement-filters.ts';

type Texts = Record<AnnouncementLanguage, string>;

interface FormState {
  group: AnnouncementGroup;
  type: AnnouncementInput['type'];
  audience: AnnouncementInput['audience'];
  startsAt: string;
  endsAt: string;
  pinned: boolean;
  sortOrder: string;
  enabled: boolean;
  title: Texts;
  content: Texts;
}

function initialState(editing: Announcement | null, timeZone: string): FormState {
  const texts = (value: Announcement['title'] | undefined): Texts => ({ EN: value?.EN ?? '', MS: value?.MS ?? '', CN: value?.CN ?? '' });
  return {
    group: editing?.group ?? 'player',
    type: editing?.type ?? 'PL',
    audience: editing?.audience ?? 'everyone',
    startsAt: isoToZonedInput(editing?.startsAt, timeZone),
    endsAt: isoToZonedInput(editing?.endsAt, timeZone),
    pinned: editing?.pinned ?? false,
    sortOrder: String(editing?.sortOrder ?? 0),
    enabled: editing?.enabled ?? true,
    title: texts(editing?.title),
    content: texts(editing?.content),
  };
}

/** What the form sends: empty translations left out, times in the merchant's zone turned into instants. */
function toInput(form: FormState, timeZone: string): AnnouncementInput {
  const optional = (texts: Texts) => ({
    EN: texts.EN.trim() === '' ? '' : texts.EN,
    ...(texts.MS.trim() ? { MS: texts.MS } : {}),
    ...(texts.CN.trim() ? { CN: texts.CN } : {}),
  });
  return {
    group: form.group,
    type: form.type,
    audience: form.audience,
    startsAt: zonedInputToIso(form.startsAt, timeZone),
    endsAt: zonedInputToIso(form.endsAt, timeZone),
    pinned: form.pinned,
    sortOrder: Number(form.sortOrder) || 0,
    enabled: form.enabled,
    title: { ...optional(form.title), EN: form.title.EN.trim() },
    content: optional(form.content),
  };
}

export interface AnnouncementDialogProps {
  editing: Announcement | null;
  timeZone: string;
  onClose: () => void;
}

export function AnnouncementDialog({ editing, timeZone, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSiteAnnouncement();
  const [form, setForm] = useState(() => initialState(editing, timeZone));
  const [language, setLanguage] = useState<AnnouncementLanguage>('EN');
  const [previewing, setPreviewing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'content', value: string) => setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));

  const titleMissing = form.title.EN.trim() === '';
  const endBeforeStart = form.startsAt !== '' && form.endsAt !== '' && form.endsAt <= form.startsAt;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleMissing) {
      setLanguage('EN');
      return;
    }
    if (endBeforeStart) return;
    setServerError(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: toInput(form, timeZone) });
      toast.success(editing ? t('content.announcements.saved') : t('content.announcements.created'));
      onClose();
    } catch (error) {
      setServerError({ message: errorMessage(t, error), field: errorField(error) });
    }
  };

  const previewTitle = form.title[language].trim() || form.title.EN;
  const previewHtml = form.content[language].trim() ? form.content[language] : form.content.EN;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? t('content.announcements.editTitle') : t('content.announcements.newTitle')}
      description={t('content.announcements.dialogText')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="site-announcement-form" loading={save.isPending}>
            {editing ? t('common.save') : t('content.announcements.create')}
          </Button>
        </>
      }
    >
      <form id="site-announcement-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <PlacementFields form={form} setForm={setForm} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('content.announcements.startsAt')} htmlFor="ann-start" hint={t('content.announcements.startsAtHint')}>
            <Input id="ann-start" type="datetime-local" value={form.startsAt} onChange={(event) => set('startsAt', event.target.value)} />
          </Field>
          <Field
            label={t('content.announcements.endsAt')}
            htmlFor="ann-end"
            hint={t('content.announcements.endsAtHint')}
            error={submitted && endBeforeStart ? t('content.announcements.endBeforeStart') : undefined}
          >
            <Input
              id="ann-end"
              type="datetime-local"
              value={form.endsAt}
              invalid={submitted && endBeforeStart}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          </Field>
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <Field label={t('content.announcements.sortOrder')} htmlFor="ann-order" className="w-32">
            <Input id="ann-order" type="number" min={0} max={9999} value={form.sortOrder} onChange={(event) => set('sortOrder', event.target.value)} />
          </Field>
          <label className="flex items-center gap-2 pb-2 text-[13px] text-slate-700">
            <Checkbox checked={form.pinned} onChange={(event) => set('pinned', event.target.checked)} />
            {t('content.announcements.pinned')}
          </label>
          <label className="flex items-center gap-2 pb-2 text-[13px] text-slate-700">
            <Checkbox checked={form.enabled} onChange={(event) => set('enabled', event.target.checked)} />
            {t('content.announcements.enabled')}
          </label>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <LanguageTabs
            label={t('content.language')}
            value={language}
            onChange={(code) => setLanguage(code as AnnouncementLanguage)}
            languages={ANNOUNCEMENT_LANGUAGES.map((code) => ({
              code,
              label: t(`content.languages.${code}`),
              filled: form.title[code].trim() !== '',
              invalid: code === 'EN' && submitted && titleMissing,
            }))}
          />
          <Button size="sm" icon={previewing ? <PencilLine className="size-4" /> : <Eye className="size-4" />} onClick={() => setPreviewing((on) => !on)}>
            {previewing ? t('richText.backToEdit') : t('richText.preview')}
          </Button>
        </div>
        {previewing ? (
          <ContentPreview kind={form.group === 'popup' ? 'popup' : 'notice'} title={previewTitle} html={previewHtml} />
        ) : (
          <>
            <Field
              label={t('content.announcements.titleField', { language: t(`content.languages.${language}`) })}
              htmlFor="ann-title"
              hint={language === 'EN' ? t('content.englishRequired') : t('content.fallbackHint')}
              error={language === 'EN' && submitted && titleMissing ? t('content.required') : undefined}
            >
              <Input
                id="ann-title"
                maxLength={TITLE_MAX}
                value={form.title[language]}
                invalid={language === 'EN' && submitted && titleMissing}
                onChange={(event) => setText('title', event.target.value)}
              />
            </Field>
            <Field label={t('content.announcements.contentField', { language: t(`content.languages.${language}`) })} htmlFor="ann-content">
              <RichTextEditor
                id="ann-content"
                label={t('content.announcements.contentField', { language: t(`content.languages.${language}`) })}
                value={form.content[language]}
                onChange={(html) => setText('content', html)}
              />
            </Field>
          </>
        )}
        {serverError ? <Alert tone="danger">{serverError.field ? `${serverError.message} (${serverError.field})` : serverError.message}</Alert> : null}
      </form>
    </Dialog>
  );
}

/** Where the announcement shows and to whom: its group (the type follows the group's default), type and audience. */
function PlacementFields({ form, setForm }: { form: FormState; setForm: Dispatch<SetStateAction<FormState>> }) {
  const { t } = useTranslation();
  const set = (change: Partial<FormState>) => setForm((current) => ({ ...current, ...change }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={t('content.announcements.group')} htmlFor="ann-group">
        <Select
          id="ann-group"
          value={form.group}
          onChange={(event) => {
            const group = event.target.value as AnnouncementGroup;
            set({ group, type: DEFAULT_TYPE[group] });
          }}
        >
          {ANNOUNCEMENT_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`content.groups.${group}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('content.announcements.type')} htmlFor="ann-type">
        <Select id="ann-type" value={form.type} onChange={(event) => set({ type: event.target.value as FormState['type'] })}>
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`content.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('content.announcements.audience')} htmlFor="ann-audience">
        <Select id="ann-audience" value={form.audience} onChange={(event) => set({ audience: event.target.value as FormState['audience'] })}>
          {ANNOUNCEMENT_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`content.audiences.${audience}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
