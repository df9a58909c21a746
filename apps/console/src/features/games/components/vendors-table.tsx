import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@orbit/contracts/console-games';
import { Badge } from '../../../components/ui/badge.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import type { UpdateVendorBody } from '../api/update-vendor.ts';
import { OrderInput } from './order-input.tsx';

export function VendorsTable({
  vendors,
  selected,
  canWrite,
  onSelect,
  onChange,
}: {
  vendors: ConsoleVendor[];
  selected: string | undefined;
  canWrite: boolean;
  onSelect: (code: string) => void;
  onChange: (vendor: ConsoleVendor, change: UpdateVendorBody) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table label={t('games.vendors')}>
      <THead>
        <tr>
          <TH>{t('games.vendor')}</TH>
          <TH>{t('games.category')}</TH>
          <TH>{t('games.walletMode')}</TH>
          <TH className="text-right">{t('games.gameCount')}</TH>
          <TH>{t('games.enabled')}</TH>
          <TH>{t('games.maintenance')}</TH>
          <TH>{t('games.hot')}</TH>
          <TH>{t('games.order')}</TH>
        </tr>
      </THead>
      <tbody>
        {vendors.map((vendor) => (
          <TR key={vendor.vendorCode} className={cn(selected === vendor.vendorCode && 'bg-accent-50/60')}>
            <TD>
              <button
                type="button"
                className="flex items-center gap-3 text-left"
                onClick={() => onSelect(vendor.vendorCode)}
                aria-pressed={selected === vendor.vendorCode}
              >
                <span className="flex h-9 w-24 items-center justify-center rounded bg-ink-900 p-1">
                  <img src={vendor.logoUrl} alt="" className="max-h-7 max-w-full" />
                </span>
                <span>
                  <span className="block font-medium text-slate-900">{vendor.name}</span>
                  <span className="block font-mono text-[11px] text-slate-500">{vendor.vendorCode}</span>
                </span>
              </button>
            </TD>
            <TD>
              <Badge>{t(`games.categories.${vendor.category}`)}</Badge>
            </TD>
            <TD className="text-slate-600">{t(`games.walletModes.${vendor.walletMode}`)}</TD>
            <TD className="text-right tabular">{vendor.gameCount}</TD>
            <TD>
              <Switch
                size="sm"
                label={t('games.enabled')}
                checked={vendor.enabled}
                disabled={!canWrite}
                onCheckedChange={(enabled) => onChange(vendor, { enabled })}
              />
            </TD>
            <TD>
              <Switch
                size="sm"
                label={t('games.maintenance')}
                checked={vendor.maintenance}
                disabled={!canWrite}
                onCheckedChange={(maintenance) => onChange(vendor, { maintenance })}
              />
            </TD>
            <TD>
              <Switch size="sm" label={t('games.hot')} checked={vendor.isHot} disabled={!canWrite} onCheckedChange={(isHot) => onChange(vendor, { isHot })} />
            </TD>
            <TD>
              <OrderInput value={vendor.sortOrder} label={t('games.order')} disabled={!canWrite} onSave={(sortOrder) => onChange(vendor, { sortOrder })} />
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
