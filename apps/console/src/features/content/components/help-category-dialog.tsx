// Adding or changing a help category: its key (the name links use), its title in each language, its place in
// the list and whether visitors see it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_LANGUAGES, type AnnouncementLanguage } from '@orbit/contracts/announcements';
import { HELP_KEY_PATTERN, type HelpCategory } from '@orbit/contracts/help-centre';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSaveHelpCategory } from '../api/help.ts';

export function HelpCategoryDialog({ editing, onClose }: { editing: HelpCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveHelpCategory();
  const [key, setKey] = useState(editing?.key ?? '');
  const [titles, setTitles] = useState<Record<AnnouncementLanguage, string>>({
    EN: editing?.title.EN ?? '',
    MS: editing?.title.MS ?? '',
    CN: editing?.title.CN ?? '',
  });
  const [sortOrder, setSortOrder] = useState(String(editing?.sortOrder ?? 0));
  const [published, setPublished] = useState(editing?.published ?? true);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const keyBad = !HELP_KEY_PATTERN.test(key.trim());
  const titleMissing = titles.EN.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (keyBad || titleMissing) return;
    setServerError(null);
    const title = { EN: titles.EN.trim(), ...(titles.MS.trim() ? { MS: titles.MS.trim() } : {}), ...(titles.CN.trim() ? { CN: titles.CN.trim() } : {}) };
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: { key: key.trim(), title, sortOrder: Number(sortOrder) || 0, published } });
      toast.success(t('content.help.categorySaved'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? t('content.help.editCategory') : t('content.help.newCategory')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="help-category-form" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="help-category-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field
          label={t('content.help.key')}
          htmlFor="hc-key"
          hint={t('content.help.keyHint')}
          error={submitted && keyBad ? t('content.help.keyInvalid') : undefined}
        >
          <Input id="hc-key" maxLength={48} value={key} invalid={submitted && keyBad} onChange={(event) => setKey(event.target.value)} />
        </Field>
        {ANNOUNCEMENT_LANGUAGES.map((code) => (
          <Field
            key={code}
            label={t('content.help.titleIn', { language: t(`content.languages.${code}`) })}
            htmlFor={`hc-title-${code}`}
            error={code === 'EN' && submitted && titleMissing ? t('content.required') : undefined}
          >
            <Input
              id={`hc-title-${code}`}
              maxLength={200}
              value={titles[code]}
              invalid={code === 'EN' && submitted && titleMissing}
              onChange={(event) => setTitles({ ...titles, [code]: event.target.value })}
            />
          </Field>
        ))}
        <div className="flex flex-wrap items-end gap-6">
          <Field label={t('content.announcements.sortOrder')} htmlFor="hc-order" className="w-32">
            <Input id="hc-order" type="number" min={0} max={9999} value={sortOrder} onChange={(event) => setSortOrder(event.target.value)} />
          </Field>
          <label className="flex items-center gap-2 pb-2 text-[13px] text-slate-700">
            <Checkbox checked={published} onChange={(event) => setPublished(event.target.checked)} />
            {t('content.help.published')}
          </label>
        </div>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
