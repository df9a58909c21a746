import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NoticeList } from '../../features/content/components/notice-list.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** Every notice showing now, nine a page, each opening to its content. */
export function NoticePage() {
  const { t } = useTranslation();
  const { branding, merchant } = useWhitelabel();
  const title = t('pages.noticePage.title');
  usePageTitle(title);
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={Megaphone} title={title} description={t('pages.noticePage.description', { siteName: branding.siteName })} />
      <NoticeList timeZone={merchant.timeZone} />
    </div>
  );
}
