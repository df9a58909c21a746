import type { AgentPage } from '@orbit/contracts/agents';
import {
  BadgeDollarSign,
  CalendarClock,
  ChartLine,
  Clock3,
  Coins,
  Gauge,
  Megaphone,
  ReceiptText,
  TrendingDown,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export const AGENT_MENU_ICONS: Record<AgentPage, LucideIcon> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: Gauge,
  registerCenter: UserPlus,
  downlineManagmentView: Users,
  personalHistoryCopy: ChartLine,
  palStatementsAgentCopy: TrendingDown,
  agentRevenueReport: Coins,
  agentDownlineTransactionDetailsCopy: ReceiptText,
  agentDividendRecordCopy2: BadgeDollarSign,
  agentDailyWages2: CalendarClock,
  agentHourSalary: Clock3,
  agentRealtimeSalary: Zap,
};
