// The member centre's frame: the shared centre frame with the member's menu (and its mission badge) and texts.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame.tsx';
import type { MemberPageKey, MenuItem } from '../model/menu.ts';
import { MENU_ICONS } from './menu-icons.ts';

export const memberPagePath = (key: MemberPageKey) => `/member/${key}`;

interface MemberFrameProps {
  menu: readonly MenuItem[];
  current: MemberPageKey | null;
  title: string;
  onClose: () => void;
  /** The member's name and picture above the menu; absent while logged out. */
  summary?: ReactNode;
  children: ReactNode;
}

export function MemberFrame({ menu, current, title, onClose, summary, children }: MemberFrameProps) {
  const { t } = useTranslation();
  const items = menu.map((item) => ({
    key: item.key,
    to: memberPagePath(item.key),
    label: t(`member.menu.${item.key}`),
    icon: MENU_ICONS[item.key],
    badge:
      item.badge !== null ? (
        <span
          className="ms-auto rounded-full bg-danger px-1.5 text-[11px] leading-5 font-bold text-white"
          data-testid={`menu-badge-${item.key}`}
          aria-label={item.key === 'messageV2' ? t('member.menu.messageBadge', { count: item.badge }) : t('member.menu.missionBadge', { count: item.badge })}
        >
          {item.badge > 99 ? '99+' : item.badge}
        </span>
      ) : null,
  }));
  return (
    <CentreFrame texts="member.frame" menu={items} currentKey={current} title={title} titleId="member-page-title" onClose={onClose} summary={summary}>
      {children}
    </CentreFrame>
  );
}
