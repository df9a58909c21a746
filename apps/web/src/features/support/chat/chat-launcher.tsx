// Mounts the live chat panel the first time something asks for it (lib/chat-launcher.ts), with its texts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenChat } from '../../../lib/chat-launcher.ts';
import { withTexts } from '../../../lib/i18n.ts';

const ChatPanel = lazy(withTexts(['support'], () => import('./chat-panel.lazy.tsx')));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(
    () =>
      onOpenChat(() => {
        setMounted(true);
        setOpen(true);
      }),
    [],
  );
  return mounted ? (
    <Suspense fallback={null}>
      <ChatPanel open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
