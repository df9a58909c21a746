// The dialog that adds or edits one entry of a list the page saves as a whole (bank accounts, deposit methods,
// member banks, customer-service entries, banners): a form reset to the entry each time it opens, Cancel and
// Add/Apply in the footer, and the entry handed back only when it passes its schema.
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

interface EntryFormOptions<Input extends FieldValues, Output> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resolver: Resolver<Input, unknown, Output>;
  /** The entry as the form shows it; the form goes back to it whenever the dialog opens. */
  values: DefaultValues<Input>;
  onSave: (entry: Output) => void;
}

type EntryForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & { submit: () => Promise<void> };

export function useEntryForm<Input extends FieldValues, Output>({
  open,
  onOpenChange,
  resolver,
  values,
  onSave,
}: EntryFormOptions<Input, Output>): EntryForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: values });
  const { reset, handleSubmit } = form;
  useEffect(() => {
    if (open) reset(values);
  }, [open, values, reset]);
  const submit = handleSubmit((entry) => {
    onSave(entry);
    onOpenChange(false);
  });
  return { ...form, submit: () => submit() };
}

interface EntryDialogProps extends Pick<DialogProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'size'> {
  isNew: boolean;
  submit: () => Promise<void>;
  /** Names the save button for the journeys. */
  saveTestId?: string;
  formClassName: string;
  children: ReactNode;
}

export function EntryDialog({ isNew, submit, saveTestId, formClassName, children, ...dialog }: EntryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button onClick={() => dialog.onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" data-testid={saveTestId} onClick={() => void submit()}>
            {isNew ? t('common.add') : t('common.apply')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          // The dialog renders inside the section's form in React's tree: keep its submit from saving the section.
          event.preventDefault();
          event.stopPropagation();
          void submit();
        }}
        noValidate
        className={formClassName}
      >
        {children}
      </form>
    </Dialog>
  );
}
