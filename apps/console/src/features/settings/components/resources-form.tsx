import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Smartphone, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { RESOURCE_TYPES, resourcesSchema, type MerchantSettings, type Resource } from '@orbit/contracts/settings';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { SectionForm } from './section-form.tsx';

const formSchema = z.object({ items: resourcesSchema });
const toForm = (items: Resource[]) => ({ items });
const fromForm = (values: z.output<typeof formSchema>) => values.items;

export function ResourcesForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'resources',
    settings,
    schema: formSchema,
    toForm,
    fromForm,
    fieldPrefix: 'items',
  });
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const errors = formState.errors.items;
  const unused = RESOURCE_TYPES.find((type) => !fields.some((field) => field.resourceType === type)) ?? 'android';

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader
          title={t('resources.listTitle')}
          description={t('resources.listText')}
          actions={
            canWrite ? (
              <Button
                size="sm"
                variant="primary"
                icon={<Plus className="size-4" />}
                disabled={fields.length >= 10}
                onClick={() => append({ resourceType: unused, url: '', labelNameEn: '', labelNameCn: '' })}
              >
                {t('resources.add')}
              </Button>
            ) : null
          }
        />
        {fields.length === 0 ? (
          <EmptyState icon={<Smartphone className="size-5" />} title={t('resources.emptyTitle')} description={t('resources.emptyText')} />
        ) : (
          <Table label={t('resources.listTitle')}>
            <THead>
              <tr>
                <TH className="w-40">{t('resources.type')}</TH>
                <TH>{t('resources.url')}</TH>
                <TH className="w-48">{t('resources.labelEn')}</TH>
                <TH className="w-48">{t('resources.labelCn')}</TH>
                {canWrite ? <TH className="w-12" /> : null}
              </tr>
            </THead>
            <tbody>
              {fields.map((field, index) => {
                const row = errors?.[index];
                return (
                  <TR key={field.id}>
                    <TD className="align-top">
                      <Select compact aria-label={t('resources.type')} {...register(`items.${index}.resourceType`)}>
                        {RESOURCE_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`resourceTypes.${type}`)}
                          </option>
                        ))}
                      </Select>
                    </TD>
                    <TD className="align-top">
                      <Input
                        compact
                        aria-label={t('resources.url')}
                        placeholder="https://download.example.com/app.apk"
                        className="font-mono"
                        invalid={Boolean(row?.url)}
                        {...register(`items.${index}.url`)}
                      />
                      {row?.url?.message ? <FieldError className="mt-1" message={row.url.message} /> : null}
                    </TD>
                    <TD className="align-top">
                      <Input
                        compact
                        aria-label={t('resources.labelEn')}
                        maxLength={60}
                        invalid={Boolean(row?.labelNameEn)}
                        {...register(`items.${index}.labelNameEn`)}
                      />
                      {row?.labelNameEn?.message ? <FieldError className="mt-1" message={row.labelNameEn.message} /> : null}
                    </TD>
                    <TD className="align-top">
                      <Input
                        compact
                        lang="zh-CN"
                        aria-label={t('resources.labelCn')}
                        maxLength={60}
                        invalid={Boolean(row?.labelNameCn)}
                        {...register(`items.${index}.labelNameCn`)}
                      />
                      {row?.labelNameCn?.message ? <FieldError className="mt-1" message={row.labelNameCn.message} /> : null}
                    </TD>
                    {canWrite ? (
                      <TD className="align-top">
                        <IconButton
                          label={t('list.remove', { name: t(`resourceTypes.${field.resourceType}`) })}
                          icon={<Trash2 className="size-4 text-red-600" />}
                          onClick={() => remove(index)}
                        />
                      </TD>
                    ) : null}
                  </TR>
                );
              })}
            </tbody>
          </Table>
        )}
      </Card>
    </SectionForm>
  );
}
