import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock, Save, Undo2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

export interface SectionFormProps {
  canWrite: boolean;
  writePermission: string;
  dirty: boolean;
  saving: boolean;
  serverError: string | null;
  invalid?: boolean;
  onSubmit: (event?: FormEvent) => void;
  onDiscard: () => void;
  children: ReactNode;
}

/** A settings section's form: read-only without the write permission, and a save bar while there are changes. */
export function SectionForm({ canWrite, writePermission, dirty, saving, serverError, invalid, onSubmit, onDiscard, children }: SectionFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {!canWrite ? (
        <Alert tone="info" title={t('settings.readOnlyTitle')}>
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden className="size-3" />
            {t('settings.readOnlyText', { permission: writePermission })}
          </span>
        </Alert>
      ) : null}
      {serverError ? (
        <Alert tone="danger" title={t('settings.saveFailed')}>
          {serverError}
        </Alert>
      ) : null}
      {invalid && !serverError ? <Alert tone="danger">{t('settings.fixErrors')}</Alert> : null}
      <fieldset disabled={!canWrite || saving} className="flex min-w-0 flex-col gap-5">
        {children}
      </fieldset>
      {canWrite ? (
        <div
          className={cn(
            'z-20 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 transition-colors',
            // Only pending changes keep the bar in view; otherwise it sits at the end of the form.
            dirty ? 'sticky bottom-3 border-accent-500/30 bg-white shadow-lg ring-4 ring-accent-500/5' : 'border-slate-200 bg-white/70',
          )}
        >
          <p className="text-[13px] text-slate-600">
            {dirty ? (
              <span className="inline-flex items-center gap-2 font-medium text-slate-900">
                <span aria-hidden className="size-2 rounded-full bg-amber-500" />
                {t('settings.unsaved')}
              </span>
            ) : (
              t('settings.noChanges')
            )}
          </p>
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <Button onClick={onDiscard} disabled={!dirty || saving} icon={<Undo2 className="size-4" />}>
              {t('settings.discard')}
            </Button>
            <Button type="submit" variant="primary" loading={saving} disabled={!dirty} icon={<Save className="size-4" />}>
              {t('settings.save')}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
