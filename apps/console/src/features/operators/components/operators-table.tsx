import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Ban, CircleCheck, KeyRound, MoreHorizontal, Pencil } from 'lucide-react';
import type { Operator } from '@orbit/contracts/console';
import { formatDateTime } from '@orbit/contracts/format';
import { canManageRole, type Role } from '@orbit/contracts/permissions';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { RoleBadge } from './role-badge.tsx';

export type OperatorAction = 'edit' | 'disable' | 'enable' | 'resetTotp';

export interface OperatorsTableProps {
  operators: Operator[];
  timeZone: string;
  selfId: number;
  actorRole: Role;
  /** Without operators.write the table shows no actions at all. */
  canWrite: boolean;
  onAction: (operator: Operator, action: OperatorAction) => void;
}

export function OperatorsTable({ operators, timeZone, selfId, actorRole, canWrite, onAction }: OperatorsTableProps) {
  const { t } = useTranslation();
  return (
    <Table label={t('nav.operators')}>
      <THead>
        <tr>
          <TH>{t('operators.operator')}</TH>
          <TH>{t('operators.role')}</TH>
          <TH>{t('operators.status')}</TH>
          <TH>{t('operators.authenticator')}</TH>
          <TH>{t('operators.lastLogin')}</TH>
          <TH>{t('operators.createdAt')}</TH>
          {canWrite ? (
            <TH className="w-12">
              <span className="sr-only">{t('common.actions')}</span>
            </TH>
          ) : null}
        </tr>
      </THead>
      <tbody>
        {operators.map((operator) => {
          const isSelf = operator.id === selfId;
          const manageable = canWrite && canManageRole(actorRole, operator.role);
          return (
            <TR key={operator.id} className={cn(operator.disabled && 'text-slate-400')}>
              <TD>
                <div className="flex items-center gap-2.5">
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold',
                      operator.disabled ? 'bg-slate-100 text-slate-400' : 'bg-accent-50 text-accent-700',
                    )}
                  >
                    {(operator.displayName || operator.username).slice(0, 2).toUpperCase()}
                  </span>
                  <div className="min-w-0">
                    <p className={cn('font-medium', operator.disabled ? 'text-slate-500' : 'text-slate-900')}>
                      {operator.displayName}
                      {isSelf ? <span className="ml-1.5 text-xs font-normal text-slate-400">({t('operators.you')})</span> : null}
                    </p>
                    <p className="font-mono text-[11px] text-slate-500">{operator.username}</p>
                  </div>
                </div>
              </TD>
              <TD>
                <RoleBadge role={operator.role} />
              </TD>
              <TD>
                {operator.disabled ? (
                  <Badge tone="danger" dot>
                    {t('operators.disabled')}
                  </Badge>
                ) : (
                  <Badge tone="success" dot>
                    {t('operators.active')}
                  </Badge>
                )}
              </TD>
              <TD>
                {operator.totpEnrolled ? (
                  <Badge tone="neutral">{t('operators.enrolled')}</Badge>
                ) : (
                  <Badge tone="warning">{t('operators.pendingEnrolment')}</Badge>
                )}
              </TD>
              <TD className="whitespace-nowrap text-slate-600 tabular">
                {operator.lastLoginAt ? formatDateTime(operator.lastLoginAt, timeZone) : <span className="text-slate-400">{t('operators.never')}</span>}
              </TD>
              <TD className="whitespace-nowrap text-slate-600 tabular">{formatDateTime(operator.createdAt, timeZone)}</TD>
              {canWrite ? (
                <TD className="text-right">
                  {manageable ? (
                    <DropdownMenu.Root>
                      <DropdownMenu.Trigger
                        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                        aria-label={t('operators.actionsFor', { name: operator.username })}
                      >
                        <MoreHorizontal className="size-4" />
                      </DropdownMenu.Trigger>
                      <DropdownMenu.Portal>
                        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
                          <MenuItem icon={<Pencil className="size-4" />} label={t('operators.edit')} onSelect={() => onAction(operator, 'edit')} />
                          <MenuItem
                            icon={<KeyRound className="size-4" />}
                            label={t('operators.resetTotp')}
                            disabled={!operator.totpEnrolled}
                            onSelect={() => onAction(operator, 'resetTotp')}
                          />
                          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                          {operator.disabled ? (
                            <MenuItem icon={<CircleCheck className="size-4" />} label={t('operators.enable')} onSelect={() => onAction(operator, 'enable')} />
                          ) : (
                            <MenuItem
                              icon={<Ban className="size-4" />}
                              label={t('operators.disable')}
                              danger
                              disabled={isSelf}
                              onSelect={() => onAction(operator, 'disable')}
                            />
                          )}
                        </DropdownMenu.Content>
                      </DropdownMenu.Portal>
                    </DropdownMenu.Root>
                  ) : null}
                </TD>
              ) : null}
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}

function MenuItem({ icon, label, onSelect, disabled, danger }: { icon: ReactNode; label: string; onSelect: () => void; disabled?: boolean; danger?: boolean }) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-[13px] outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[highlighted]:bg-slate-100',
        danger ? 'text-red-700' : 'text-slate-700',
      )}
    >
      <span aria-hidden className={danger ? 'text-red-500' : 'text-slate-400'}>
        {icon}
      </span>
      {label}
    </DropdownMenu.Item>
  );
}
