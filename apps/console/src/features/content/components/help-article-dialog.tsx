// Writing or changing a help article (a legal page among them): its category, key, order, whether it is
// published, and its title and rich content per language, with a preview at phone and desktop widths.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, PencilLine } from 'lucide-react';
import { ANNOUNCEMENT_LANGUAGES, TITLE_MAX, type AnnouncementLanguage } from '@orbit/contracts/announcements';
import { HELP_KEY_PATTERN, type HelpArticle, type HelpCategory } from '@orbit/contracts/help-centre';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../../components/ui/input.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { useTextInConsoleLanguage } from '../../../lib/language-texts.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ContentPreview } from '../../../components/rich-text/content-preview.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSaveHelpArticle } from '../api/help.ts';

type Texts = Record<AnnouncementLanguage, string>;
const textsOf = (value: HelpArticle['title'] | undefined): Texts => ({ EN: value?.EN ?? '', MS: value?.MS ?? '', CN: value?.CN ?? '' });
const withoutEmpty = (texts: Texts, trim: boolean) => {
  const pick = (v: string) => (trim ? v.trim() : v);
  return { EN: pick(texts.EN), ...(texts.MS.trim() ? { MS: pick(texts.MS) } : {}), ...(texts.CN.trim() ? { CN: pick(texts.CN) } : {}) };
};

export interface HelpArticleDialogProps {
  editing: HelpArticle | null;
  categories: readonly HelpCategory[];
  /** The category a new article starts in. */
  categoryId: number;
  onClose: () => void;
}

export function HelpArticleDialog({ editing, categories, categoryId, onClose }: HelpArticleDialogProps) {
  const textOf = useTextInConsoleLanguage();
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveHelpArticle();
  const [category, setCategory] = useState(String(editing?.categoryId ?? categoryId));
  const [key, setKey] = useState(editing?.key ?? '');
  const [sortOrder, setSortOrder] = useState(String(editing?.sortOrder ?? 0));
  const [published, setPublished] = useState(editing?.published ?? true);
  const [title, setTitle] = useState(textsOf(editing?.title));
  const [content, setContent] = useState(textsOf(editing?.content));
  const [language, setLanguage] = useState<AnnouncementLanguage>('EN');
  const [previewing, setPreviewing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const keyBad = !HELP_KEY_PATTERN.test(key.trim());
  const titleMissing = title.EN.trim() === '';
  const contentMissing = content.EN.trim() === '';
  const languageLabel = t(`content.languages.${language}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (keyBad) return;
    if (titleMissing || contentMissing) {
      setLanguage('EN');
      setPreviewing(false);
      return;
    }
    setServerError(null);
    try {
      await save.mutateAsync({
        id: editing?.id ?? null,
        body: {
          categoryId: Number(category),
          key: key.trim(),
          sortOrder: Number(sortOrder) || 0,
          published,
          title: withoutEmpty(title, true),
          content: withoutEmpty(content, false),
        },
      });
      toast.success(t('content.help.articleSaved'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? t('content.help.editArticle') : t('content.help.newArticle')}
      description={t('content.help.articleText')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="help-article-form" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="help-article-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('content.help.category')} htmlFor="ha-category">
            <Select id="ha-category" value={category} onChange={(event) => setCategory(event.target.value)}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {textOf(c.title)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('content.help.key')}
            htmlFor="ha-key"
            hint={t('content.help.keyHint')}
            error={submitted && keyBad ? t('content.help.keyInvalid') : undefined}
          >
            <Input id="ha-key" maxLength={48} value={key} invalid={submitted && keyBad} onChange={(event) => setKey(event.target.value)} />
          </Field>
        </div>
        <div className="flex flex-wrap items-end gap-6">
          <Field label={t('content.announcements.sortOrder')} htmlFor="ha-order" className="w-32">
            <Input id="ha-order" type="number" min={0} max={9999} value={sortOrder} onChange={(event) => setSortOrder(event.target.value)} />
          </Field>
          <label className="flex items-center gap-2 pb-2 text-[13px] text-slate-700">
            <Checkbox checked={published} onChange={(event) => setPublished(event.target.checked)} />
            {t('content.help.published')}
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
              filled: title[code].trim() !== '' && content[code].trim() !== '',
              invalid: code === 'EN' && submitted && (titleMissing || contentMissing),
            }))}
          />
          <Button size="sm" icon={previewing ? <PencilLine className="size-4" /> : <Eye className="size-4" />} onClick={() => setPreviewing((on) => !on)}>
            {previewing ? t('richText.backToEdit') : t('richText.preview')}
          </Button>
        </div>
        {previewing ? (
          <ContentPreview kind="article" title={title[language].trim() || title.EN} html={content[language].trim() ? content[language] : content.EN} />
        ) : (
          <>
            <Field
              label={t('content.help.titleIn', { language: languageLabel })}
              htmlFor="ha-title"
              hint={language === 'EN' ? t('content.englishRequired') : t('content.fallbackHint')}
              error={language === 'EN' && submitted && titleMissing ? t('content.required') : undefined}
            >
              <Input
                id="ha-title"
                maxLength={TITLE_MAX}
                value={title[language]}
                invalid={language === 'EN' && submitted && titleMissing}
                onChange={(event) => setTitle({ ...title, [language]: event.target.value })}
              />
            </Field>
            <Field
              label={t('content.help.contentIn', { language: languageLabel })}
              htmlFor="ha-content"
              error={language === 'EN' && submitted && contentMissing ? t('content.required') : undefined}
            >
              <RichTextEditor
                id="ha-content"
                label={t('content.help.contentIn', { language: languageLabel })}
                value={content[language]}
                invalid={language === 'EN' && submitted && contentMissing}
                minHeight={260}
                onChange={(html) => setContent((current) => ({ ...current, [language]: html }))}
              />
            </Field>
          </>
        )}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
