// The home page's strip of notices: their titles run across (still, and wrapping, for a reader who asks
// for reduced motion); a click opens the notice modal at that notice. Hidden when there is none.
import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useNotices } from '../api/notices.ts';
import { NoticeList } from './notice-list.tsx';

export function NoticeMarquee({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const { data } = useNotices('player', 1);
  const [opened, setOpened] = useState<number | null>(null);
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const line = (copy: 'first' | 'second') => (
    <span
      className="flex shrink-0 gap-10 pe-10 motion-reduce:flex-wrap motion-reduce:gap-x-6 motion-reduce:gap-y-1"
      aria-hidden={copy === 'second' || undefined}
    >
      {items.map((notice) => (
        <button
          key={notice.id}
          type="button"
          tabIndex={copy === 'second' ? -1 : undefined}
          className="whitespace-nowrap hover:text-accent hover:underline motion-reduce:whitespace-normal"
          onClick={() => setOpened(notice.id)}
        >
          {notice.title}
        </button>
      ))}
    </span>
  );
  return (
    <section
      aria-label={t('notices.title')}
      className="flex items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2 text-sm"
      data-testid="notice-marquee"
    >
      <Megaphone className="size-4 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          {line('first')}
          <span className="contents motion-reduce:hidden">{line('second')}</span>
        </div>
      </div>
      <Dialog open={opened !== null} onOpenChange={(open) => (open ? undefined : setOpened(null))}>
        <DialogContent title={t('notices.title')} size="wide">
          <div className="max-h-[70vh] overflow-y-auto p-4">
            <NoticeList timeZone={timeZone} initialOpen={opened ?? undefined} />
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
