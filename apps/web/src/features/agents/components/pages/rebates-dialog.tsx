// Sets a downline's rebates by product type, each at most the agent's own; a refusal of the server
// (agent_terms_above_own on a field) shows on that category's box.
import type { Downline } from '@orbit/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { useSetDownlineRebates } from '../../api/set-downline-rebates.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { blamedCategory, draftFrom, rebateProblems, rebatesBody, type CategoryRate, type RebateDraft } from '../../model/rebates.ts';
import { RebateFields } from '../parts/rebate-fields.tsx';

function RebatesForm({ downline, own, onDone }: { downline: Downline; own: readonly CategoryRate[]; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetDownlineRebates();
  const [draft, setDraft] = useState<RebateDraft>(() => draftFrom(downline.rebates));
  const [checked, setChecked] = useState(false);
  const problems = rebateProblems(draft, own);
  const sent = rebatesBody(draft, own);
  const blamedRate = save.isError ? blamedCategory(errorField(save.error), sent) : undefined;
  return (
    <form
      noValidate
      className="space-y-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(problems).length > 0 || sent.length === 0) return;
        save.mutate({ memberId: downline.memberId, body: { rebates: sent } }, { onSuccess: onDone });
      }}
    >
      <RebateFields
        own={own}
        value={draft}
        onChange={setDraft}
        problems={checked ? problems : {}}
        serverProblem={blamedRate ? { category: blamedRate, text: t(errorKey(save.error)) } : undefined}
        disabled={save.isPending}
      />
      {checked && sent.length === 0 ? <FormMessage kind="error">{t('agents.rebates.noneTyped')}</FormMessage> : null}
      {save.isError && !blamedRate ? <FormMessage kind="error">{t(errorKey(save.error))}</FormMessage> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('agents.common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="rebates-save">
          {t('agents.common.save')}
        </Button>
      </div>
    </form>
  );
}

export function RebatesDialog({ downline, own, onClose }: { downline: Downline | null; own: readonly CategoryRate[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={downline !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {downline ? (
        <DialogContent title={t('agents.team.rebatesTitle', { username: downline.username })} description={t('agents.team.rebatesBody')} size="wide">
          <RebatesForm key={downline.memberId} downline={downline} own={own} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
