// Links that open an account dialog: the reset e-mail's /?resetToken=…, and the way back from Google or
// Facebook with ?socialTicket=… (exchanged for a session or a binding offer) or ?socialError=<code>.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DIALOG_LINK_PARAMS, openAuthDialog, takeBootLinkParams } from '../../../lib/auth-dialogs.ts';
import { completeSocialLogin } from '../api/social.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** Tickets already exchanged: a ticket works once, and development's double effects must not spend it twice. */
const handled = new Set<string>();

export function useUrlTriggers(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { finish } = useFinishLogin();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const found = DIALOG_LINK_PARAMS.filter((name) => params.has(name));
    // The address the site opened with may have lost them to the login guard's redirect.
    const boot = takeBootLinkParams();
    const link = found.length > 0 ? params : boot;
    if (!link) return;
    const resetToken = link.get('resetToken');
    const ticket = link.get('socialTicket');
    const socialError = link.get('socialError');
    if (found.length > 0) {
      for (const name of found) params.delete(name);
      // The secrets leave the address bar (and the history) at once.
      const rest = params.toString();
      void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }

    if (resetToken) openAuthDialog({ kind: 'resetPassword', resetToken });
    if (socialError) openAuthDialog({ kind: 'socialError', errorCode: socialError });
    if (ticket && !handled.has(ticket)) {
      handled.add(ticket);
      completeSocialLogin(ticket).then(
        (result) => (result.state === 'ok' ? finish(result, 'social') : openAuthDialog({ kind: 'socialBind', offer: result })),
        (error: unknown) => openAuthDialog({ kind: 'socialError', errorCode: (error as { errorCode?: string }).errorCode ?? 'internal_error' }),
      );
    }
  }, [search, pathname, hash, navigate, finish]);
}
