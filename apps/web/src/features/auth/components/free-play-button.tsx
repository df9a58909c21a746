// Free play (docs/members.md): a trial account with play money; on success the site goes home, logged in.
import { useQueryClient } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { closeAuthDialog } from '../../../lib/auth-dialogs.ts';
import { setSession } from '../../../lib/session.ts';
import { startFreePlay } from '../api/free-play.ts';
import { memberInfoQueryOptions } from '../api/get-member-info.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useVerification } from '../hooks/use-verification.ts';
import { FormError } from './form/form-error.tsx';

export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const verification = useVerification();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const play = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const session = await startFreePlay(await verification.take());
      setSession(session);
      void queryClient.prefetchQuery(memberInfoQueryOptions(session.token));
      closeAuthDialog();
      void navigate('/');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={play}
        disabled={busy}
        onPointerEnter={verification.prepare}
        onFocus={verification.prepare}
      >
        <Gamepad2 className="size-4" aria-hidden />
        {busy ? t('auth.freePlayStarting') : t('auth.freePlay')}
      </Button>
      <FormError message={failure} />
    </div>
  );
}
