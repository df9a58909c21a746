// /member/:page: the member centre with the page of the spec's key (securityCenter when none).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberCentre } from '../../features/member/components/member-centre.tsx';
import { isMemberPageKey, memberFlagsFrom } from '../../features/member/model/menu.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

export function MemberCentrePage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { flags, merchant } = useWhitelabel();
  usePageTitle(isMemberPageKey(page) ? t(`member.menu.${page}`) : t('member.frame.title'));
  return <MemberCentre page={page} flags={memberFlagsFrom(flags)} timeZone={merchant.timeZone} />;
}
