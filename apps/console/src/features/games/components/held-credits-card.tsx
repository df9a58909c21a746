// Seamless credits held over the cap (docs/seamless-wallet.md, Credit cap), on the exposure screen: what each
// would pay whom, and approve (paid to the member; at the four-eyes amount a second operator's approval pays
// it) or reject (never paid; the money stays the house's). Shown only while some are waiting.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@orbit/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useDecideHeldCredit, useHeldCredits } from '../api/held-credits.ts';

export function HeldCreditsCard({ canWrite, currency, timeZone }: { canWrite: boolean; currency: Currency; timeZone: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const held = useHeldCredits();
  const decide = useDecideHeldCredit();
  if (!held.data || held.data.length === 0) return null;
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const run = async (id: number, decision: 'approve' | 'reject') => {
    try {
      const credit = await decide.mutateAsync({ id, decision });
      toast.success(t(`gameTools.heldCredits.done.${credit.status}`, { amount: money(credit.amount), name: credit.username }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <Card className="mb-4">
      <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-sm font-semibold text-slate-900">{t('gameTools.heldCredits.title', { count: held.data.length })}</h2>
        <p className="mt-0.5 text-[13px] text-slate-600">{t('gameTools.heldCredits.hint')}</p>
      </div>
      <Table label={t('gameTools.heldCredits.title', { count: held.data.length })}>
        <THead>
          <tr>
            <TH>{t('gameTools.rounds.member')}</TH>
            <TH>{t('games.vendor')}</TH>
            <TH>{t('gameTools.heldCredits.round')}</TH>
            <TH className="text-right">{t('gameTools.heldCredits.amount')}</TH>
            <TH>{t('gameTools.heldCredits.at')}</TH>
            <TH className="text-right">{t('common.actions')}</TH>
          </tr>
        </THead>
        <tbody>
          {held.data.map((credit) => (
            <TR key={credit.id} data-testid="held-credit">
              <TD>
                <Link to={`/members/${credit.memberId}`} className="font-medium text-accent-700 hover:underline">
                  {credit.username}
                </Link>
              </TD>
              <TD className="font-mono text-xs">{credit.vendorCode}</TD>
              <TD className="text-xs text-slate-600">
                <span className="block font-mono">{credit.roundId}</span>
                <span className="block">{credit.gameCode}</span>
              </TD>
              <TD className="text-right font-semibold whitespace-nowrap tabular">{money(credit.amount)}</TD>
              <TD className="text-xs text-slate-600 tabular">
                <span className="block">{formatDateTime(credit.at, timeZone)}</span>
                {credit.approvalsNeeded === 2 ? (
                  <span className="block text-amber-700">
                    {credit.firstApprover ? t('gameTools.heldCredits.firstApproval', { name: credit.firstApprover }) : t('gameTools.heldCredits.needsTwo')}
                  </span>
                ) : null}
              </TD>
              <TD className="text-right whitespace-nowrap">
                {canWrite ? (
                  <span className="inline-flex gap-1.5">
                    <Button size="sm" variant="primary" disabled={decide.isPending} onClick={() => void run(credit.id, 'approve')}>
                      {t('gameTools.heldCredits.approve')}
                    </Button>
                    <Button size="sm" disabled={decide.isPending} onClick={() => void run(credit.id, 'reject')}>
                      {t('gameTools.heldCredits.reject')}
                    </Button>
                  </span>
                ) : null}
              </TD>
            </TR>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
