import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BookOpen, ChevronDown, LogOut, Menu, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@orbit/contracts/console';
import { Badge } from '../../components/ui/badge.tsx';
import { openApiDescription } from '../../features/session/api/docs-pass.ts';
import { useLogout } from '../../features/session/api/logout.ts';
import { LanguageMenu } from './language-menu.tsx';

export function TopBar({ operator, onOpenMenu }: { operator: Me; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const initials = (operator.displayName || operator.username)
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        className="-ml-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 lg:hidden"
        aria-label={t('topbar.openMenu')}
      >
        <Menu className="size-5" />
      </button>
      <div className="flex min-w-0 items-center gap-2">
        <Store aria-hidden className="hidden size-4 text-slate-400 sm:block" />
        <span className="truncate font-semibold text-slate-900">{operator.merchantName}</span>
        <Badge className="hidden font-mono sm:inline-flex">{operator.merchantCode}</Badge>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <LanguageMenu />
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md py-1 pr-1.5 pl-1 hover:bg-slate-100" aria-label={t('topbar.account')}>
            <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-ink-800 text-[11px] font-semibold text-white">
              {initials}
            </span>
            <span className="hidden text-left leading-tight sm:block">
              <span className="block text-[13px] font-medium text-slate-900">{operator.displayName}</span>
              <span className="block text-[11px] text-slate-500">{t(`roles.${operator.role}`)}</span>
            </span>
            <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
              <div className="px-2.5 py-2">
                <p className="text-[13px] font-medium text-slate-900">{operator.displayName}</p>
                <p className="text-xs text-slate-500">
                  {operator.username} · {t(`roles.${operator.role}`)}
                </p>
              </div>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.Item
                onSelect={() => void openApiDescription().catch(() => undefined)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-[13px] text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <BookOpen aria-hidden className="size-4 text-slate-500" />
                {t('topbar.apiDescription')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={() => logout.mutate()}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-[13px] text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <LogOut aria-hidden className="size-4 text-slate-500" />
                {t('topbar.logout')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="hidden h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 md:inline-flex"
        >
          <LogOut aria-hidden className="size-4" />
          {t('topbar.logout')}
        </button>
      </div>
    </header>
  );
}
