import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, EyeOff, FilePlus2, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import type { HelpArticle, HelpCategory } from '@orbit/contracts/help-centre';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useDeleteHelpArticle, useDeleteHelpCategory, useHelpCentre } from '../../features/content/api/help.ts';
import { HelpArticleDialog } from '../../features/content/components/help-article-dialog.tsx';
import { HelpCategoryDialog } from '../../features/content/components/help-category-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTextInConsoleLanguage } from '../../lib/language-texts.ts';

type Removing = { kind: 'category'; item: HelpCategory } | { kind: 'article'; item: HelpArticle };

/** The help centre and legal pages of the member site: categories and their articles, written per language. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const textOf = useTextInConsoleLanguage();
  const toast = useToast();
  const canWrite = useCan('content.write');
  const centre = useHelpCentre();
  const removeCategory = useDeleteHelpCategory();
  const removeArticle = useDeleteHelpArticle();
  const [category, setCategory] = useState<HelpCategory | 'new' | null>(null);
  const [article, setArticle] = useState<{ editing: HelpArticle | null; categoryId: number } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    const done = {
      onSuccess: () => {
        toast.success(t('content.help.removed'));
        setRemoving(null);
      },
      onError: (error: unknown) => toast.error(errorMessage(t, error)),
    };
    if (removing.kind === 'category') removeCategory.mutate(removing.item.id, done);
    else removeArticle.mutate(removing.item.id, done);
  };

  return (
    <div>
      <PageHeader
        title={t('nav.help')}
        description={t('content.help.description')}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<FolderPlus className="size-4" />} onClick={() => setCategory('new')}>
              {t('content.help.newCategory')}
            </Button>
          ) : null
        }
      />
      {centre.isPending ? (
        <Skeleton className="h-40" />
      ) : centre.isError ? (
        <EmptyState title={t('content.loadFailed')} description={errorMessage(t, centre.error)} />
      ) : centre.data.categories.length === 0 ? (
        <Card>
          <EmptyState icon={<BookOpen className="size-5" />} title={t('content.help.none')} description={t('content.help.noneText')} />
        </Card>
      ) : (
        <div className="flex flex-col gap-4" data-testid="help-categories">
          {centre.data.categories.map((c) => {
            const articles = centre.data.articles.filter((a) => a.categoryId === c.id);
            return (
              <Card key={c.id}>
                <section aria-labelledby={`help-cat-${c.id}`}>
                  <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
                    <div className="flex min-w-0 items-center gap-2">
                      <h2 id={`help-cat-${c.id}`} className="text-sm font-semibold text-slate-900">
                        {textOf(c.title)}
                      </h2>
                      <code className="text-xs text-slate-500">{c.key}</code>
                      {c.published ? null : <Badge tone="warning">{t('content.help.hidden')}</Badge>}
                    </div>
                    {canWrite ? (
                      <div className="flex gap-1">
                        <Button size="sm" icon={<FilePlus2 className="size-4" />} onClick={() => setArticle({ editing: null, categoryId: c.id })}>
                          {t('content.help.newArticle')}
                        </Button>
                        <IconButton label={t('content.help.editNamed', { title: textOf(c.title) })} onClick={() => setCategory(c)}>
                          <Pencil className="size-4" />
                        </IconButton>
                        <IconButton
                          label={t('content.help.removeNamed', { title: textOf(c.title) })}
                          onClick={() => setRemoving({ kind: 'category', item: c })}
                        >
                          <Trash2 className="size-4" />
                        </IconButton>
                      </div>
                    ) : null}
                  </header>
                  {articles.length === 0 ? (
                    <p className="px-4 py-3 text-[13px] text-slate-500 sm:px-5">{t('content.help.emptyCategory')}</p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {articles.map((a) => (
                        <li key={a.id} className="flex items-center justify-between gap-2 px-4 py-2.5 sm:px-5">
                          <div className="flex min-w-0 flex-wrap items-center gap-2">
                            <span className="text-[13px] font-medium break-words text-slate-800">{textOf(a.title)}</span>
                            <code className="text-xs text-slate-500">{a.key}</code>
                            {a.published ? null : (
                              <Badge tone="warning">
                                <EyeOff className="me-1 inline size-3" aria-hidden />
                                {t('content.help.hidden')}
                              </Badge>
                            )}
                            {(['MS', 'CN'] as const).map((code) => (a.content[code] ? <Badge key={code}>{code}</Badge> : null))}
                          </div>
                          {canWrite ? (
                            <div className="flex shrink-0 gap-1">
                              <IconButton
                                label={t('content.help.editNamed', { title: textOf(a.title) })}
                                onClick={() => setArticle({ editing: a, categoryId: a.categoryId })}
                              >
                                <Pencil className="size-4" />
                              </IconButton>
                              <IconButton
                                label={t('content.help.removeNamed', { title: textOf(a.title) })}
                                onClick={() => setRemoving({ kind: 'article', item: a })}
                              >
                                <Trash2 className="size-4" />
                              </IconButton>
                            </div>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </Card>
            );
          })}
        </div>
      )}
      {category !== null ? (
        <HelpCategoryDialog key={category === 'new' ? 'new' : category.id} editing={category === 'new' ? null : category} onClose={() => setCategory(null)} />
      ) : null}
      {article !== null && centre.data ? (
        <HelpArticleDialog
          key={article.editing?.id ?? `new-${article.categoryId}`}
          editing={article.editing}
          categories={centre.data.categories}
          categoryId={article.categoryId}
          onClose={() => setArticle(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('content.help.removeTitle')}
        description={t('content.help.removeText', { title: removing ? textOf(removing.item.title) : '' })}
        confirmLabel={t('content.help.removeConfirm')}
        tone="danger"
        busy={removeCategory.isPending || removeArticle.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
