// What follows a successful login (docs/members.md): store the session, then either the forced password change
// (the default or an expired password, after a password login only) or the member's info and the
// after-login dialog. A login that needs a two-factor check first opens that dialog instead.
import type { LoginResult, MemberSession } from '@orbit/contracts/member';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { restoreMemberLanguage } from '../../../lib/saved-language.ts';
import { setSession } from '../../../lib/session.ts';
import { memberInfoQueryOptions } from '../api/get-member-info.ts';

/** How the member proved who they are: the forced password change follows password logins only. */
export type LoginVia = 'password' | 'sms' | 'social';

export function useFinishLogin() {
  const queryClient = useQueryClient();

  const finish = useCallback(
    (session: MemberSession, via: LoginVia) => {
      setSession(session);
      if (session.mustChangePassword && via === 'password') {
        openAuthDialog({ kind: 'changePassword', forced: true });
        return;
      }
      // The member's saved language comes back with their info (docs/members.md, "Language").
      void queryClient
        .fetchQuery(memberInfoQueryOptions(session.token))
        .then(async (info) => {
          if (await restoreMemberLanguage(info.language)) await queryClient.invalidateQueries();
        })
        .catch(() => undefined);
      openAuthDialog({ kind: 'afterLogin', session: { account: session.account, firstTimeLogin: session.firstTimeLogin } });
    },
    [queryClient],
  );

  /** A login reply: a session, or a two-factor check to pass first. */
  const handleResult = useCallback(
    (result: LoginResult, via: LoginVia) => {
      if (result.state === 'twoFactor') openAuthDialog({ kind: 'twoFactor', challenge: result, via });
      else finish(result, via);
    },
    [finish],
  );

  return { finish, handleResult };
}
