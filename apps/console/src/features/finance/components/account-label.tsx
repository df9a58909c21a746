import { useTranslation } from 'react-i18next';
import { accountName, houseName } from '../../../lib/ledger.ts';

/** A ledger account in words ("Main wallet", "Vendor wallet HOUSE"), with its address on hover. */
export function AccountLabel({ address, className }: { address: string; className?: string }) {
  const { t } = useTranslation();
  const name = accountName(address);
  const house = name.kind === 'house' && name.detail ? houseName(name.detail) : null;
  return (
    <span className={className} title={address}>
      {house?.key ? t(`ledger.house.${house.key}`, { vendor: house.vendor }) : t(`ledger.accounts.${name.kind}`, { name: name.detail ?? '' })}
    </span>
  );
}
