// A right-bar popover (loaded on first use). It is anchored to a plain rail button, so focus return and
// outside clicks on that button are handled here rather than by a Radix trigger.
import * as Popover from '@radix-ui/react-popover';
import { useRef, type RefObject } from 'react';
import { SupportPanel, type SupportPanelKind } from './support-panel.tsx';

interface SupportPopoverProps {
  anchorRef: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  kind: SupportPanelKind;
}

export default function SupportPopover({ anchorRef, open, onOpenChange, title, kind }: SupportPopoverProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          side="left"
          align="center"
          sideOffset={12}
          collisionPadding={12}
          aria-label={title}
          onInteractOutside={(event) => {
            // The rail button toggles the popover itself; let its click do that.
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchorRef.current?.focus();
            interactedOutside.current = false;
          }}
          className="z-50 max-h-[80dvh] w-80 overflow-y-auto rounded-2xl border border-border bg-surface p-4 text-text shadow-2xl shadow-black/50 outline-none data-[state=open]:animate-fade-in"
        >
          <h2 className="mb-3 text-sm font-semibold">{title}</h2>
          <SupportPanel kind={kind} />
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
