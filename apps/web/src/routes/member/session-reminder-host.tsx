// Above every page: keeps this tab's session clock (when the login began) and, for a logged-in member,
// mounts the session reminder (docs/members.md). The reminder's code loads only once someone is logged in.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { clearSessionClock, sessionStartedAt } from '../../features/member/model/session-clock.ts';
import { withAccountTexts } from '../../lib/i18n.ts';
import { TRIAL_TYPE, useSession } from '../../lib/session.ts';

const SessionReminder = lazy(withAccountTexts(() => import('../../features/member/components/session-reminder.lazy.tsx')));

export function SessionReminderHost() {
  const { loggedIn, isAgent } = useSession();
  useEffect(() => {
    if (loggedIn) sessionStartedAt();
    else clearSessionClock();
  }, [loggedIn]);
  return (
    <>
      <Outlet />
      {loggedIn && isAgent !== TRIAL_TYPE ? (
        <Suspense fallback={null}>
          <SessionReminder />
        </Suspense>
      ) : null}
    </>
  );
}
