// The categories as chips above a lobby on phones and tablets, where the header shows no game menu.
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameMenus } from '../api/get-game-menus.ts';
import { categoryIcon } from './category-icons.ts';
import { useMenuLabel } from './header-game-nav.lazy.tsx';

export function LobbyCategories({ current }: { current: string }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const labelOf = useMenuLabel();
  if (!menus.data?.length) return null;
  return (
    <nav aria-label={t('nav.gameCategories')} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] lg:hidden">
      <ul className="flex gap-2">
        {menus.data.map((item) => {
          const Icon = categoryIcon(item.key);
          const active = item.key === current;
          return (
            <li key={item.key}>
              <Link
                to={item.route}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition',
                  active ? 'bg-accent text-accent-text' : 'bg-surface-raised text-text-muted hover:text-text',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {labelOf(item)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
