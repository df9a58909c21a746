// A member-centre page whose screen arrives with a later release: it says so plainly. Never sample data.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { MemberPageKey, Release } from '../model/menu.ts';
import { MENU_ICONS } from './menu-icons.ts';

export function ComingSoonPanel({ page, release }: { page: MemberPageKey; release: Release }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={MENU_ICONS[page]} title={t(`member.coming.${release}.title`)}>
      <p>{t(`member.pages.${page}`)}</p>
      <p className="mt-2">{t(`member.coming.${release}.body`)}</p>
    </EmptyState>
  );
}
