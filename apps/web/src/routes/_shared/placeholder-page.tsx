// The honest frame of a page whose content arrives with a later part of the product: its title, what the
// page is for, and an empty state that says there is nothing to show yet. Never sample data.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePageTitle } from './use-page-title.ts';

interface PlaceholderPageProps {
  icon: LucideIcon;
  title: string;
  description: string;
  empty: string;
  actions?: ReactNode;
}

export function PlaceholderPage({ icon, title, description, empty, actions }: PlaceholderPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={icon} title={title} description={description} />
      <EmptyState
        icon={icon}
        title={t('pages.common.emptyTitle')}
        actions={
          actions ?? (
            <ButtonLink to="/" variant="secondary">
              {t('pages.common.backHome')}
            </ButtonLink>
          )
        }
      >
        {empty}
      </EmptyState>
    </div>
  );
}
