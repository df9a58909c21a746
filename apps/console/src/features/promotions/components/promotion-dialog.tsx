// Writing or changing a promotion (docs/promotions.md): kind, category and tags; title, summary and rich terms
// in English, Malay and Chinese; banner, schedule, money terms, audience, budget and code; and a preview of the
// card as members see it. The server sanitises the terms and checks every field again when it is saved.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, PencilLine } from 'lucide-react';
import { PROMOTION_SUMMARY_MAX, PROMOTION_TITLE_MAX, type ConsolePromotion } from '@orbit/contracts/console-promotions';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ContentPreview } from '../../../components/rich-text/content-preview.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavePromotion } from '../api.ts';
import { initialForm, PROMOTION_LANGUAGES, toInput, type PromotionForm, type PromotionLanguage } from '../promotion-form.ts';
import { CardPreview } from './card-preview.tsx';
import { AudienceSection, KindSection, MoneySection } from './promotion-fields.tsx';
import { RaffleSection } from './raffle-fields.tsx';

export interface PromotionDialogProps {
  editing: ConsolePromotion | null;
  timeZone: string;
  currencySymbol: string;
  /** The banner picker (the site's asset upload), handed in by the page. */
  bannerField: (value: string | null, onChange: (url: string | null) => void) => ReactNode;
  onClose: () => void;
}

export function PromotionDialog({ editing, timeZone, currencySymbol, bannerField, onClose }: PromotionDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePromotion();
  const [form, setForm] = useState(() => initialForm(editing, timeZone));
  const [language, setLanguage] = useState<PromotionLanguage>('EN');
  const [previewing, setPreviewing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'summary' | 'terms', value: string) => setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  const invalid = (field: string) => serverError?.field === field || (serverError?.field?.startsWith(`${field}.`) ?? false);
  const titleMissing = form.title.EN.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleMissing) return setLanguage('EN');
    setServerError(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: toInput(form, timeZone) });
      toast.success(editing ? t('promotions.saved') : t('promotions.created'));
      onClose();
    } catch (error) {
      setServerError({ message: errorMessage(t, error), field: errorField(error) });
    }
  };

  const sections = { form, set, invalid };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? t('promotions.editTitle') : t('promotions.newTitle')}
      description={t('promotions.dialogText')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="promotion-form" loading={save.isPending}>
            {editing ? t('common.save') : t('promotions.create')}
          </Button>
        </>
      }
    >
      <form id="promotion-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
        <KindSection {...sections} />
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <LanguageTabs
            label={t('content.language')}
            value={language}
            onChange={(code) => setLanguage(code as PromotionLanguage)}
            languages={PROMOTION_LANGUAGES.map((code) => ({
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
          <div className="space-y-4">
            <CardPreview form={form} language={language} currencySymbol={currencySymbol} />
            <ContentPreview
              kind="notice"
              title={form.title[language].trim() || form.title.EN}
              html={form.terms[language].trim() ? form.terms[language] : form.terms.EN}
            />
          </div>
        ) : (
          <div className="space-y-4">
            <Field
              label={t('promotions.titleField', { language: t(`content.languages.${language}`) })}
              htmlFor="promo-title"
              hint={language === 'EN' ? t('content.englishRequired') : t('content.fallbackHint')}
              error={language === 'EN' && submitted && titleMissing ? t('content.required') : undefined}
            >
              <Input
                id="promo-title"
                maxLength={PROMOTION_TITLE_MAX}
                value={form.title[language]}
                invalid={language === 'EN' && submitted && titleMissing}
                onChange={(event) => setText('title', event.target.value)}
              />
            </Field>
            <Field label={t('promotions.summaryField', { language: t(`content.languages.${language}`) })} htmlFor="promo-summary">
              <Input
                id="promo-summary"
                maxLength={PROMOTION_SUMMARY_MAX}
                value={form.summary[language]}
                onChange={(event) => setText('summary', event.target.value)}
              />
            </Field>
            <Field label={t('promotions.termsField', { language: t(`content.languages.${language}`) })} htmlFor="promo-terms">
              <RichTextEditor
                id="promo-terms"
                label={t('promotions.termsField', { language: t(`content.languages.${language}`) })}
                value={form.terms[language]}
                onChange={(html) => setText('terms', html)}
              />
            </Field>
          </div>
        )}
        <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <Field label={t('promotions.banner')} htmlFor="promo-banner">
            {bannerField(form.bannerUrl, (url) => set('bannerUrl', url))}
          </Field>
          <div className="grid gap-4">
            <Field label={t('promotions.startsAt')} htmlFor="promo-start" hint={t('promotions.startsAtHint')}>
              <Input id="promo-start" type="datetime-local" value={form.startsAt} onChange={(event) => set('startsAt', event.target.value)} />
            </Field>
            <Field label={t('promotions.endsAt')} htmlFor="promo-end" hint={t('promotions.endsAtHint')}>
              <Input
                id="promo-end"
                type="datetime-local"
                value={form.endsAt}
                invalid={invalid('endsAt')}
                onChange={(event) => set('endsAt', event.target.value)}
              />
            </Field>
          </div>
        </div>
        {form.kind === 'raffle' ? <RaffleSection {...sections} currencySymbol={currencySymbol} timeZone={timeZone} /> : null}
        <MoneySection {...sections} currencySymbol={currencySymbol} />
        <AudienceSection {...sections} currencySymbol={currencySymbol} />
        {serverError ? <Alert tone="danger">{serverError.field ? `${serverError.message} (${serverError.field})` : serverError.message}</Alert> : null}
      </form>
    </Dialog>
  );
}
