import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChatBadge } from '../../features/chat/use-chat-badge.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import {
  Activity,
  CandlestickChart,
  Gauge,
  Ticket,
  Trophy,
  MessageSquareWarning,
  MessagesSquare,
  UserPlus,
  Share2,
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Bell,
  CalendarRange,
  Ban,
  ChevronDown,
  CreditCard,
  Clock4,
  Download,
  Flag,
  Gamepad2,
  Globe2,
  Headset,
  Image,
  Inbox,
  Mails,
  KeyRound,
  Landmark,
  LayoutDashboard,
  ListChecks,
  LogIn,
  MessageSquareText,
  Palette,
  Scale,
  ScrollText,
  Settings2,
  ShieldUser,
  Timer,
  Users,
  Wrench,
  type LucideProps,
  Dices,
  SlidersHorizontal,
  Network,
  Handshake,
  Megaphone,
  LifeBuoy,
  Newspaper,
  BadgePercent,
  ClipboardCheck,
  Gift,
} from 'lucide-react';
import type { Permission } from '@orbit/contracts/permissions';
import { cn } from '../../lib/cn.ts';
import { filterNavigation, NAVIGATION, type NavItem } from '../navigation.ts';
import { BrandMark } from './brand-mark.tsx';

const ICONS: Record<string, ComponentType<LucideProps>> = {
  dashboard: LayoutDashboard,
  content: Newspaper,
  announcements: Megaphone,
  promotions: BadgePercent,
  promotionList: Gift,
  promotionApplications: ClipboardCheck,
  help: LifeBuoy,
  settings: Settings2,
  general: Globe2,
  branding: Palette,
  flags: Flag,
  registerRules: ListChecks,
  maintenance: Wrench,
  regionRestriction: Ban,
  customerService: Headset,
  resources: Download,
  banners: Image,
  accounts: KeyRound,
  messaging: MessageSquareText,
  socialLogin: LogIn,
  payments: CreditCard,
  members: Users,
  finance: Landmark,
  deposits: ArrowDownToLine,
  withdrawals: ArrowUpFromLine,
  transfers: ArrowLeftRight,
  reconciliation: Scale,
  dailyTotals: CalendarRange,
  bonusGrants: Gift,
  outbox: Inbox,
  messages: Mails,
  feedback: MessageSquareWarning,
  liveChat: MessagesSquare,
  agentApplications: UserPlus,
  referrals: Share2,
  operators: ShieldUser,
  audit: ScrollText,
  jobs: Clock4,
  games: Gamepad2,
  gameSettings: Timer,
  lottery: Dices,
  sportsbook: Trophy,
  sportsDesk: CandlestickChart,
  sportsBets: Ticket,
  sportsRisk: Gauge,
  sportsSettings: SlidersHorizontal,
  sportsFeed: Activity,
  lotterySettings: SlidersHorizontal,
  agents: Network,
  agentSettings: Handshake,
};

export function Sidebar({ permissions, merchantName, onNavigate }: { permissions: readonly Permission[]; merchantName: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = filterNavigation(NAVIGATION, permissions);

  return (
    <nav aria-label={t('nav.label')} className="flex h-full flex-col bg-ink-900 text-slate-300">
      <div className="flex h-14 shrink-0 items-center border-b border-white/5 px-4">
        <BrandMark subtitle={merchantName} />
      </div>
      <div className="flex-1 overflow-y-auto px-2.5 py-3">
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
            <li key={item.key}>
              {item.children ? (
                <NavGroup item={item} open={pathname.startsWith(item.path)} onNavigate={onNavigate} />
              ) : (
                <NavEntry item={item} onNavigate={onNavigate} />
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-white/5 px-4 py-3 text-[11px] text-slate-500">
        <Bell aria-hidden className="mr-1.5 inline size-3 align-[-1px]" />
        {t('nav.auditNotice')}
      </div>
    </nav>
  );
}

function NavEntry({ item, nested, onNavigate }: { item: NavItem; nested?: boolean; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const name = item.label ?? item.key;
  const Icon = ICONS[name] ?? Settings2;
  return (
    <NavLink
      to={item.path}
      end={item.path === '/' || item.exact === true}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'group relative flex items-center gap-2.5 rounded-md px-2.5 text-[13px] transition-colors',
          nested ? 'h-8 pl-9' : 'h-9 font-medium',
          isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-slate-100',
        )
      }
    >
      {({ isActive }) => (
        <>
          {isActive && !nested ? <span aria-hidden className="absolute top-1.5 bottom-1.5 left-0 w-0.5 rounded-full bg-accent-500" /> : null}
          <Icon aria-hidden className={cn(nested ? 'size-3.5' : 'size-4', isActive ? 'text-accent-500' : 'text-slate-500 group-hover:text-slate-300')} />
          <span className="truncate">{t(`nav.${name}`)}</span>
          {item.key === 'liveChat' ? <ChatBadge /> : null}
        </>
      )}
    </NavLink>
  );
}

function NavGroup({ item, open, onNavigate }: { item: NavItem; open: boolean; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.key] ?? Settings2;
  const first = item.children?.[0];
  return (
    <div>
      <NavLink
        to={first?.path ?? item.path}
        onClick={onNavigate}
        aria-expanded={open}
        className={cn(
          'group flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium transition-colors',
          open ? 'text-white' : 'text-slate-400 hover:bg-white/5 hover:text-slate-100',
        )}
      >
        <Icon aria-hidden className={cn('size-4', open ? 'text-accent-500' : 'text-slate-500 group-hover:text-slate-300')} />
        <span className="flex-1 truncate">{t(`nav.${item.key}`)}</span>
        <ChevronDown aria-hidden className={cn('size-3.5 text-slate-500 transition-transform', open ? 'rotate-0' : '-rotate-90')} />
      </NavLink>
      {open ? (
        <ul className="mt-0.5 mb-1 flex flex-col gap-px">
          {item.children?.map((child) => (
            <li key={child.key}>
              <NavEntry item={child} nested onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Waiting chats and unread messages in mine, kept live by the desk's event stream. */
function ChatBadge() {
  const { t } = useTranslation();
  const count = useChatBadge(useCan('chat.read'));
  if (count === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-accent-500 px-1.5 text-[11px] font-semibold text-white"
      aria-label={t('chat.badge', { count })}
      data-testid="chat-badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
