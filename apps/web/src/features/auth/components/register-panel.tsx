// The registration form with its settings loaded (the rules change in the console; each opening reads them).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import type { RegisterTab } from '../lib/field-rules.ts';
import { authFlags } from '../lib/flags.ts';
import { FormError } from './form/form-error.tsx';
import { RegisterForm } from './register-form.tsx';

interface RegisterPanelProps {
  initialTab?: RegisterTab | undefined;
  onLogin: () => void;
  onRegistered: () => void;
}

export function RegisterPanel(props: RegisterPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useRegisterSettings();
  if (settings.data) {
    const { flags, rules } = settings.data;
    return <RegisterForm rules={rules} flags={authFlags(flags)} {...props} />;
  }
  if (settings.isError)
    return (
      <div className="space-y-3">
        <FormError message={errorText(settings.error)} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  return (
    <div className="flex justify-center py-10 text-accent">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
