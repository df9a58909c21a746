// Each vendor's wallet: its mode (switchable only when nothing is open at it), whether it has a seamless
// signing secret and since when, and what is still open there. The secret itself is never on this screen.
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { WALLET_MODES, type VendorWallet, type WalletMode } from '@orbit/contracts/console-rounds';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, signOf, type Currency } from '../../../lib/amounts.ts';
import { CreditCapForm } from './credit-cap-form.tsx';

/** Why a vendor's mode cannot be switched now (the server checks the same), or null when it can. */
export function switchBlocker(wallet: VendorWallet): 'openRounds' | 'transferBalance' | null {
  if (wallet.openRounds > 0) return 'openRounds';
  if (signOf(wallet.transferBalance) !== 0) return 'transferBalance';
  return null;
}

export function VendorWalletsTable({
  wallets,
  canWrite,
  currency,
  timeZone,
  onSwitch,
  onRotate,
}: {
  wallets: VendorWallet[];
  canWrite: boolean;
  currency: Currency;
  timeZone: string;
  onSwitch: (wallet: VendorWallet, mode: WalletMode) => void;
  onRotate: (wallet: VendorWallet) => void;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <Table label={t('gameTools.wallets.title')}>
      <THead>
        <tr>
          <TH>{t('games.vendor')}</TH>
          <TH>{t('gameTools.wallets.mode')}</TH>
          <TH>{t('gameTools.wallets.credentials')}</TH>
          <TH>{t('gameTools.wallets.open')}</TH>
          <TH className="text-right">{t('common.actions')}</TH>
        </tr>
      </THead>
      <tbody>
        {wallets.map((wallet) => {
          const blocker = switchBlocker(wallet);
          const seamless = wallet.walletMode === 'seamless';
          return (
            <TR key={wallet.vendorCode} data-testid={`wallet-${wallet.vendorCode}`}>
              <TD>
                <span className="block font-medium text-slate-900">{wallet.name}</span>
                <span className="block font-mono text-[11px] text-slate-500">{wallet.vendorCode}</span>
              </TD>
              <TD>
                <Select
                  compact
                  className="w-36"
                  aria-label={t('gameTools.wallets.modeOf', { name: wallet.name })}
                  value={wallet.walletMode}
                  disabled={!canWrite || blocker !== null}
                  onChange={(event) => onSwitch(wallet, event.target.value as WalletMode)}
                >
                  {WALLET_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`games.walletModes.${mode}`)}
                    </option>
                  ))}
                </Select>
                {blocker ? <span className="mt-1 block max-w-56 text-xs text-amber-700">{t(`gameTools.wallets.blocked.${blocker}`)}</span> : null}
              </TD>
              <TD>
                {!seamless ? (
                  <span className="text-xs text-slate-400">{t('gameTools.wallets.notSigned')}</span>
                ) : wallet.hasCredentials ? (
                  <>
                    <Badge tone="success" dot>
                      {t('gameTools.wallets.secretSet')}
                    </Badge>
                    <span className="mt-1 block text-xs text-slate-500 tabular">
                      {t('gameTools.wallets.rotatedAt', { at: formatDateTime(wallet.secretRotatedAt!, timeZone) })}
                    </span>
                  </>
                ) : (
                  <Badge tone="warning" dot>
                    {t('gameTools.wallets.noSecret')}
                  </Badge>
                )}
              </TD>
              <TD className="text-[13px] text-slate-600 tabular">
                <span className="block">{t('gameTools.wallets.openRounds', { count: wallet.openRounds, stakes: money(wallet.openStakes) })}</span>
                <span className="block text-xs text-slate-500">{t('gameTools.wallets.held', { amount: money(wallet.transferBalance) })}</span>
                {wallet.heldCredits > 0 ? (
                  <span className="block text-xs text-amber-700">
                    {t('gameTools.heldCredits.waiting', { count: wallet.heldCredits, amount: money(wallet.heldAmount) })}
                  </span>
                ) : null}
                {seamless && wallet.hasCredentials ? <CreditCapForm wallet={wallet} canWrite={canWrite} currency={currency} /> : null}
              </TD>
              <TD className="text-right">
                {seamless && canWrite ? (
                  <Button size="sm" icon={<KeyRound className="size-4" />} onClick={() => onRotate(wallet)}>
                    {wallet.hasCredentials ? t('gameTools.wallets.rotate') : t('gameTools.wallets.issue')}
                  </Button>
                ) : null}
              </TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
