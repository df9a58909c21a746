import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Headset, Plus } from 'lucide-react';
import { z } from 'zod';
import { customerServiceSchema, type CustomerServiceEntry, type MerchantSettings } from '@orbit/contracts/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { moveItem, newEntryId, saveItem } from '../../../lib/text.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { CsEntryDialog } from './cs-entry-dialog.tsx';
import { RowActions } from './row-actions.tsx';
import { SectionForm } from './section-form.tsx';

const formSchema = z.object({ items: customerServiceSchema });
const toForm = (items: CustomerServiceEntry[]) => ({ items });
const fromForm = (values: z.output<typeof formSchema>) => values.items;

const blankEntry = (): CustomerServiceEntry => ({ id: newEntryId('cs'), csType: 'livechat', title: '', path: '', enabled: true });

export function CustomerServiceEditor({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'customerService',
    settings,
    schema: formSchema,
    toForm,
    fromForm,
    fieldPrefix: 'items',
  });
  const { control, formState } = form;
  const [editing, setEditing] = useState<{ entry: CustomerServiceEntry; index: number | null } | null>(null);
  const itemErrors = formState.errors.items;

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Controller
        control={control}
        name="items"
        render={({ field }) => {
          const items = field.value;
          return (
            <Card>
              <CardHeader
                title={t('cs.listTitle')}
                description={t('cs.listText')}
                actions={
                  canWrite ? (
                    <Button
                      size="sm"
                      variant="primary"
                      icon={<Plus className="size-4" />}
                      disabled={items.length >= 30}
                      onClick={() => setEditing({ entry: blankEntry(), index: null })}
                    >
                      {t('cs.add')}
                    </Button>
                  ) : null
                }
              />
              {itemErrors?.message ? <FieldError className="px-5 pt-3" message={itemErrors.message} /> : null}
              {items.length === 0 ? (
                <EmptyState icon={<Headset className="size-5" />} title={t('cs.emptyTitle')} description={t('cs.emptyText')} />
              ) : (
                <Table label={t('cs.listTitle')}>
                  <THead>
                    <tr>
                      <TH className="w-10">#</TH>
                      <TH>{t('cs.type')}</TH>
                      <TH>{t('cs.title')}</TH>
                      <TH>{t('cs.path')}</TH>
                      <TH className="text-center">{t('cs.enabled')}</TH>
                      {canWrite ? <TH className="text-right">{t('common.actions')}</TH> : null}
                    </tr>
                  </THead>
                  <tbody>
                    {items.map((entry, index) => {
                      const rowError = itemErrors?.[index];
                      const message = rowError?.title?.message ?? rowError?.path?.message ?? rowError?.csType?.message ?? rowError?.id?.message;
                      return (
                        <TR key={entry.id}>
                          <TD className="text-slate-400 tabular">{index + 1}</TD>
                          <TD>
                            <Badge tone="info">{t(`csTypes.${entry.csType}`)}</Badge>
                          </TD>
                          <TD className="font-medium text-slate-900">
                            {entry.title}
                            {message ? <FieldError className="mt-1" message={message} /> : null}
                          </TD>
                          <TD className="max-w-72 truncate font-mono text-xs text-slate-600" title={entry.path}>
                            {entry.path}
                          </TD>
                          <TD className="text-center">
                            <Switch
                              size="sm"
                              checked={entry.enabled}
                              label={`${entry.title}: ${t('cs.enabled')}`}
                              onCheckedChange={(enabled) => field.onChange(items.map((item, i) => (i === index ? { ...item, enabled } : item)))}
                            />
                          </TD>
                          {canWrite ? (
                            <TD>
                              <RowActions
                                index={index}
                                count={items.length}
                                name={entry.title}
                                onMove={(offset) => field.onChange(moveItem(items, index, offset))}
                                onEdit={() => setEditing({ entry, index })}
                                onRemove={() => field.onChange(items.filter((_, i) => i !== index))}
                              />
                            </TD>
                          ) : null}
                        </TR>
                      );
                    })}
                  </tbody>
                </Table>
              )}
              {editing ? (
                <CsEntryDialog
                  open
                  isNew={editing.index === null}
                  entry={editing.entry}
                  onOpenChange={(open) => !open && setEditing(null)}
                  onSave={(entry) => field.onChange(saveItem(items, editing.index, entry))}
                />
              ) : null}
            </Card>
          );
        }}
      />
    </SectionForm>
  );
}
