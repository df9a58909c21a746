import type { EndpointReply } from '@orbit/contracts/endpoint';
import type { agentCentreEndpoint } from '@orbit/contracts/agents';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Centre = EndpointReply<typeof agentCentreEndpoint>;

/** The agent above the menu: account, level, upline and team. */
export function AgentSummary({ account, centre }: { account: string | null; centre: Centre | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3 lg:border-0 lg:bg-transparent lg:p-0">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
        <UsersRound className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold" data-testid="agent-account">
          {account}
        </p>
        {centre ? (
          <p className="truncate text-xs text-text-muted">
            {t('agents.summary.level', { level: centre.level })} · {t('agents.summary.team', { count: centre.teamSize })}
            {centre.upline ? ` · ${t('agents.summary.upline', { upline: centre.upline })}` : ''}
          </p>
        ) : (
          <p className="h-4 w-32 animate-pulse rounded bg-surface-raised/60" aria-hidden />
        )}
      </div>
    </div>
  );
}
