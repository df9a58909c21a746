// Offer a contract of this kind to a direct downline agent (contract request): never above the agent's own
// terms of that kind; the server's refusal shows on the box it names.
import type { Contract, ContractKind } from '@orbit/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useDownlines } from '../../api/get-downlines.ts';
import { useOfferContract } from '../../api/offer-contract.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { emptyTermsForm, formPathOf, formToTerms, isTermsBox, termsToForm, type TermsForm } from '../../model/terms.ts';
import { TermsEditor, useProblemText } from './terms-editor.tsx';

export function OfferForm({ kind, own, onDone }: { kind: ContractKind; own: Contract | null; onDone: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const offer = useOfferContract(kind);
  const agents = useDownlines({ depth: 1, type: 'agent', page: 1, pageSize: 100 });
  const [downline, setDownline] = useState('');
  const [form, setForm] = useState<TermsForm>(() => (own ? termsToForm(own) : emptyTermsForm(kind)));
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const result = formToTerms(form);
  const problems: Record<string, string> = {};
  if (checked && !result.ok) for (const [path, problem] of Object.entries(result.problems)) problems[path] = problemText(problem);
  const blamed = offer.isError ? formPathOf(errorField(offer.error), form) : undefined;
  const blamedBox = blamed && isTermsBox(blamed) ? blamed : undefined;
  if (blamedBox && !problems[blamedBox]) problems[blamedBox] = t(errorKey(offer.error));
  const downlineProblem = checked && downline === '' ? t('agents.contracts.pickDownline') : blamed === 'downline' ? t(errorKey(offer.error)) : null;
  const options = agents.data?.items ?? [];

  return (
    <form
      noValidate
      data-testid="offer-form"
      className="space-y-4 rounded-xl border border-border bg-background/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!result.ok || downline === '') return;
        offer.mutate({ downline, contract: result.contract, note: note.trim() || undefined }, { onSuccess: onDone });
      }}
    >
      {agents.data && options.length === 0 ? <FormMessage kind="info">{t('agents.contracts.noDownlineAgents')}</FormMessage> : null}
      <SelectField
        label={t('agents.contracts.downline')}
        value={downline}
        onChange={(event) => setDownline(event.target.value)}
        error={downlineProblem}
        data-testid="offer-downline"
      >
        <option value="">{t('agents.contracts.pickDownline')}</option>
        {options.map((entry) => (
          <option key={entry.memberId} value={entry.username}>
            {entry.username}
          </option>
        ))}
      </SelectField>
      {own ? <p className="text-xs text-text-muted">{t('agents.contracts.ownCeiling')}</p> : null}
      <TermsEditor form={form} onChange={setForm} problems={problems} disabled={offer.isPending} />
      <TextField label={t('agents.contracts.note')} value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
      {offer.isError && !blamedBox && blamed !== 'downline' ? <FormMessage kind="error">{t(errorKey(offer.error))}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={offer.isPending} data-testid="offer-submit">
          {t('agents.contracts.sendOffer')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={offer.isPending}>
          {t('agents.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
