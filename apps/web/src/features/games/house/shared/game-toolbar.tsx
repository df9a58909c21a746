// The toolbar at the top of every house game screen: real or play money with the stated RTP, then the buttons
// that open the game's side panels (its rules, the fairness data, the last rounds). Each game names its texts;
// on a phone the buttons show only their icons, labelled for screen readers.
import { clsx } from 'clsx';
import { History, Info, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';

/** The side panel a house game screen has open. */
export type Panel = 'rules' | 'fairness' | 'history' | null;

export function GameToolbar({
  note,
  rules,
  fairness,
  history,
  historyTestId,
  onPanel,
  className,
}: {
  /** Real or play money and the RTP, e.g. "Real money · RTP 96.00%". */
  note: string;
  /** The rules button's label (paytable, fish guide, rules); no button when left out. */
  rules?: string;
  fairness: string;
  history: string;
  historyTestId?: string;
  onPanel: (panel: Exclude<Panel, null>) => void;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center justify-between gap-2', className)}>
      <p className="truncate text-xs text-text-muted">{note}</p>
      <div className="flex shrink-0 gap-1">
        {rules ? <PanelButton icon={Info} label={rules} onClick={() => onPanel('rules')} /> : null}
        <PanelButton icon={ShieldCheck} label={fairness} onClick={() => onPanel('fairness')} />
        <PanelButton icon={History} label={history} onClick={() => onPanel('history')} testId={historyTestId} />
      </div>
    </div>
  );
}

function PanelButton({ icon: Icon, label, onClick, testId }: { icon: LucideIcon; label: string; onClick: () => void; testId?: string }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={label} data-testid={testId}>
      <Icon className="size-4" aria-hidden />
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );
}
