// The session reminder (reality check, docs/members.md): while logged in, each interval the member chose in
// "my account" brings a dialog saying how long they have been playing. Loaded only for logged-in members.
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useMemberInfo } from '../api/get-member-info.ts';
import { reminderDue } from '../model/reminder.ts';
import { lastRemindedAt, markReminded, sessionStartedAt } from '../model/session-clock.ts';

/** How often the clock is looked at; a reminder comes at most this late. */
const CHECK_EVERY_MS = 5_000;

export default function SessionReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useMemberInfo();
  const interval = info.data ? info.data.responsibleGaming.sessionReminderMinutes : undefined;
  const [played, setPlayed] = useState<number | null>(null);
  const previous = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    // A reminder switched on or changed during the session counts from now, not from marks already passed.
    if (previous.current !== undefined && previous.current !== interval && interval) markReminded(Date.now());
    previous.current = interval;
    if (!interval) return;
    const check = () => {
      const now = Date.now();
      const minutes = reminderDue(sessionStartedAt(now), interval, lastRemindedAt(), now);
      if (minutes === null) return;
      markReminded(now);
      setPlayed(minutes);
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [interval]);

  return (
    <Dialog open={played !== null} onOpenChange={(open) => (open ? undefined : setPlayed(null))}>
      <DialogContent title={t('member.reminder.title')} size="compact">
        <div className="flex flex-col items-center gap-4 px-5 py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent/15 text-accent">
            <Clock className="size-7" aria-hidden />
          </span>
          <p className="text-lg font-semibold">{t('member.reminder.played', { minutes: played ?? 0 })}</p>
          <p className="text-sm text-text-muted">{t('member.reminder.body', { interval: interval ?? 0 })}</p>
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <Button
              variant="secondary"
              className="sm:flex-1"
              onClick={() => {
                setPlayed(null);
                navigate('/member/securityCenter#responsible-gaming');
              }}
            >
              {t('member.reminder.review')}
            </Button>
            <Button className="sm:flex-1" onClick={() => setPlayed(null)}>
              {t('member.reminder.continue')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
