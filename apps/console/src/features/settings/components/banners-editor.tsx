import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageOff, Plus } from 'lucide-react';
import { z } from 'zod';
import { BANNER_GROUPS, bannersSchema, type Banner, type MerchantSettings } from '@orbit/contracts/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { CONSOLE_LANGUAGES, currentLanguage } from '../../../lib/i18n.ts';
import { newEntryId, saveItem, swapItems } from '../../../lib/text.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { BannerDialog } from './banner-dialog.tsx';
import { RowActions } from './row-actions.tsx';
import { SectionForm } from './section-form.tsx';

const formSchema = z.object({ items: bannersSchema });
const toForm = (items: Banner[]) => ({ items });
const fromForm = (values: z.output<typeof formSchema>) => values.items;
const blankBanner = (): Banner => ({ id: newEntryId('banner'), groupName: 'w_home', imageUrl: '', link: null, title: {}, enabled: true });

type GroupFilter = 'all' | Banner['groupName'];

/** EN, MS, CN first, then any other language codes alphabetically. */
function orderLanguages(codes: string[]): string[] {
  const rank = (code: string) => {
    const index = (CONSOLE_LANGUAGES as readonly string[]).indexOf(code);
    return index === -1 ? CONSOLE_LANGUAGES.length : index;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function BannersEditor({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'banners',
    settings,
    schema: formSchema,
    toForm,
    fromForm,
    fieldPrefix: 'items',
  });
  const { control, formState } = form;
  const [editing, setEditing] = useState<{ banner: Banner; index: number | null } | null>(null);
  const [filter, setFilter] = useState<GroupFilter>('all');
  const itemErrors = formState.errors.items;
  const language = currentLanguage();

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Controller
        control={control}
        name="items"
        render={({ field }) => {
          const items = field.value;
          const shown = items.map((banner, index) => ({ banner, index })).filter(({ banner }) => filter === 'all' || banner.groupName === filter);
          return (
            <Card>
              <CardHeader
                title={t('banners.listTitle')}
                description={t('banners.listText')}
                actions={
                  canWrite ? (
                    <Button
                      size="sm"
                      variant="primary"
                      icon={<Plus className="size-4" />}
                      disabled={items.length >= 30}
                      onClick={() => setEditing({ banner: { ...blankBanner(), groupName: filter === 'all' ? 'w_home' : filter }, index: null })}
                    >
                      {t('banners.add')}
                    </Button>
                  ) : null
                }
              />
              <div role="tablist" aria-label={t('banners.group')} className="flex flex-wrap gap-1 border-b border-slate-100 px-5 py-2">
                {(['all', ...BANNER_GROUPS] as const).map((group) => {
                  const count = group === 'all' ? items.length : items.filter((banner) => banner.groupName === group).length;
                  return (
                    <button
                      key={group}
                      type="button"
                      role="tab"
                      aria-selected={filter === group}
                      onClick={() => setFilter(group)}
                      className={cn(
                        'rounded-md px-2.5 py-1 text-xs font-medium',
                        filter === group ? 'bg-ink-900 text-white' : 'text-slate-600 hover:bg-slate-100',
                      )}
                    >
                      {group === 'all' ? t('banners.all') : t(`bannerGroups.${group}`)} <span className="opacity-60 tabular">{count}</span>
                    </button>
                  );
                })}
              </div>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<ImageOff className="size-5" />}
                  title={t('banners.emptyTitle')}
                  description={filter === 'all' ? t('banners.emptyText') : t('banners.emptyGroupText')}
                />
              ) : (
                <Table label={t('banners.listTitle')}>
                  <THead>
                    <tr>
                      <TH className="w-10">#</TH>
                      <TH className="w-36">{t('banners.image')}</TH>
                      <TH>{t('banners.bannerTitle')}</TH>
                      <TH>{t('banners.group')}</TH>
                      <TH>{t('banners.link')}</TH>
                      <TH className="text-center">{t('banners.enabled')}</TH>
                      {canWrite ? <TH className="text-right">{t('common.actions')}</TH> : null}
                    </tr>
                  </THead>
                  <tbody>
                    {shown.map(({ banner, index }, position) => {
                      const title = banner.title[language] || banner.title.EN || Object.values(banner.title)[0] || '';
                      const rowError = itemErrors?.[index];
                      const message = rowError?.imageUrl?.message ?? rowError?.link?.message ?? rowError?.id?.message;
                      return (
                        <TR key={banner.id}>
                          <TD className="text-slate-400 tabular">{index + 1}</TD>
                          <TD>
                            <div className="flex aspect-[3/1] w-32 items-center justify-center overflow-hidden rounded bg-slate-100 ring-1 ring-slate-200">
                              {banner.imageUrl ? (
                                <img src={banner.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
                              ) : (
                                <ImageOff aria-hidden className="size-4 text-slate-400" />
                              )}
                            </div>
                          </TD>
                          <TD>
                            <p className={cn('font-medium', title ? 'text-slate-900' : 'text-slate-400 italic')}>{title || t('banners.untitled')}</p>
                            <p className="mt-0.5 text-[11px] text-slate-400">{orderLanguages(Object.keys(banner.title)).join(' · ') || '—'}</p>
                            {message ? <FieldError className="mt-1" message={message} /> : null}
                          </TD>
                          <TD>
                            <Badge tone="accent">{t(`bannerGroups.${banner.groupName}`)}</Badge>
                          </TD>
                          <TD className="max-w-48 truncate font-mono text-xs text-slate-600">{banner.link ?? '—'}</TD>
                          <TD className="text-center">
                            <Switch
                              size="sm"
                              checked={banner.enabled}
                              label={`${title || banner.id}: ${t('banners.enabled')}`}
                              onCheckedChange={(enabled) => field.onChange(items.map((item, i) => (i === index ? { ...item, enabled } : item)))}
                            />
                          </TD>
                          {canWrite ? (
                            <TD>
                              <RowActions
                                index={position}
                                count={shown.length}
                                name={title || banner.id}
                                onMove={(offset) => field.onChange(swapItems(items, index, shown[position + offset]?.index ?? index))}
                                onEdit={() => setEditing({ banner, index })}
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
                <BannerDialog
                  open
                  isNew={editing.index === null}
                  banner={editing.banner}
                  onOpenChange={(open) => !open && setEditing(null)}
                  onSave={(banner) => field.onChange(saveItem(items, editing.index, banner))}
                />
              ) : null}
            </Card>
          );
        }}
      />
    </SectionForm>
  );
}
