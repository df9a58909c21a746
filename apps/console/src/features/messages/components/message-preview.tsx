// The message as members will read it, per language, from the server's preview: rich text already sanitised
// there (ADR 0024), so what shows here is what is stored.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointReply } from '@orbit/contracts/endpoint';
import type { previewMessageEndpoint } from '@orbit/contracts/messages';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';

export type Preview = EndpointReply<typeof previewMessageEndpoint>;
type Language = 'EN' | 'MS' | 'CN';

export function MessagePreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('EN');
  const title = preview.title[language] ?? preview.title.EN;
  const body = preview.body[language] ?? preview.body.EN;
  return (
    <section aria-label={t('messages.previewTitle')} data-testid="message-preview" className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] font-medium text-slate-700">{t('messages.recipients', { count: preview.recipients })}</p>
        <LanguageTabs
          label={t('messages.language')}
          value={language}
          onChange={(code) => setLanguage(code as Language)}
          languages={(['EN', 'MS', 'CN'] as const).map((code) => ({ code, label: t(`messages.languages.${code}`), filled: preview.body[code] !== undefined }))}
        />
      </div>
      <div className="rounded-md bg-white p-3 ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{title}</p>
        {preview.format === 'html' ? (
          // Sanitised by the server's preview, exactly as it would be stored.
          <div
            className="mt-2 text-[13px] leading-relaxed text-slate-700 [&_a]:text-accent-700 [&_a]:underline [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:ps-5"
            dangerouslySetInnerHTML={{ __html: body }}
          />
        ) : (
          <p className="mt-2 text-[13px] leading-relaxed whitespace-pre-wrap text-slate-700">{body}</p>
        )}
      </div>
    </section>
  );
}
