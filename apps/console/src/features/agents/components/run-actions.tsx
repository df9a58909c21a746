// Hold, release or re-run a settlement run, each with the operator's note (recorded on the run and audited).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw } from 'lucide-react';
import type { RunAction, SettlementRun } from '@orbit/contracts/console-agents';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useRunAction } from '../api/runs.ts';
import { runActionsFor } from '../labels.ts';
import { NoteDialog } from './note-dialog.tsx';

const ICONS = { hold: Pause, release: Play, rerun: RotateCcw };

export function RunActions({ run }: { run: SettlementRun }) {
  const { t } = useTranslation();
  const toast = useToast();
  const act = useRunAction();
  const [action, setAction] = useState<RunAction | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {runActionsFor(run.status).map((name) => {
          const Icon = ICONS[name];
          return (
            <Button key={name} variant={name === 'hold' ? 'secondary' : 'primary'} icon={<Icon className="size-4" />} onClick={() => setAction(name)}>
              {t(`agents.runs.actions.${name}`)}
            </Button>
          );
        })}
      </div>
      <NoteDialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? t(`agents.runs.confirm.${action}Title`, { id: run.id }) : ''}
        description={action ? t(`agents.runs.confirm.${action}Text`) : ''}
        confirmLabel={action ? t(`agents.runs.actions.${action}`) : ''}
        busy={act.isPending}
        onSubmit={async (note) => {
          if (!action) return;
          await act.mutateAsync({ runId: run.id, action, note });
          toast.success(t(`agents.runs.done.${action}`, { id: run.id }));
        }}
      />
    </>
  );
}
