// Popups after login: each due popup once (the server records it when closed), one after another, with
// "Do not show today" to hide the rest until the merchant's next day (kept by the server, on every device).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useDuePopups, useMarkPopupsSeen } from '../api/notices.ts';
import { NoticeContent } from './notice-list.tsx';

export function LoginPopup() {
  const { t } = useTranslation();
  const due = useDuePopups(true);
  const markSeen = useMarkPopupsSeen();
  const [index, setIndex] = useState(0);
  const [skipToday, setSkipToday] = useState(false);
  const items = due.data?.items ?? [];
  const popup = items[index];
  if (!popup) return null;

  const close = () => {
    const last = skipToday || index + 1 >= items.length;
    // Shown is shown: recorded even if the call fails, the popup is not forced on the member again now.
    void markSeen([popup.id], skipToday).catch(() => undefined);
    setIndex(last ? items.length : index + 1);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={popup.title}>
        <div className="max-h-[60vh] overflow-y-auto py-3" data-testid="login-popup">
          <NoticeContent html={popup.content} />
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-3">
          <label className="flex items-center gap-2 text-sm text-text-muted">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={skipToday}
              onChange={(event) => setSkipToday(event.target.checked)}
            />
            {t('notices.doNotShowToday')}
          </label>
          <Button onClick={close}>{t('notices.close')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
