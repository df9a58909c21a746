// The agent tree as a table whose rows open: the top-level agents first, and each account's direct downlines
// read only when its row is opened, indented under it. Large teams page within their parent.
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { AgentNode } from '@orbit/contracts/console-agents';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { memberTypeKind, memberTypeLabelKey } from '../../../lib/member-types.ts';
import { TREE_PAGE_SIZE, useAgentChildren } from '../api/tree.ts';

const COLUMNS = 7;

export function AgentTreeTable({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  return (
    <Table label={t('agents.tree.tableLabel')}>
      <THead>
        <TR>
          <TH>{t('agents.username')}</TH>
          <TH>{t('agents.type')}</TH>
          <TH className="hidden text-end md:table-cell">{t('agents.level')}</TH>
          <TH className="text-end">{t('agents.teamSize')}</TH>
          <TH className="hidden text-end sm:table-cell">{t('agents.balance')}</TH>
          <TH className="hidden md:table-cell">{t('agents.status')}</TH>
          <TH className="hidden text-end sm:table-cell">{t('agents.liveContracts')}</TH>
        </TR>
      </THead>
      <tbody>
        <TreeRows parentId={null} depth={0} currency={currency} />
      </tbody>
    </Table>
  );
}

function TreeRows({ parentId, depth, currency }: { parentId: number | null; depth: number; currency: Currency }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const children = useAgentChildren(parentId, page);
  const indent = { paddingInlineStart: `${1.25 + depth * 1.25}rem` };

  if (children.isPending) {
    return (
      <tr>
        <td colSpan={COLUMNS} className="py-2 text-[13px] text-slate-500" style={indent}>
          <Spinner className="size-4" label={t('common.loading')} />
        </td>
      </tr>
    );
  }
  if (children.isError) {
    return (
      <tr>
        <td colSpan={COLUMNS} className="py-2 text-[13px] text-red-600" style={indent}>
          {errorMessage(t, children.error)}
        </td>
      </tr>
    );
  }
  const { items, total } = children.data;
  if (items.length === 0) {
    return (
      <tr>
        <td colSpan={COLUMNS} className="py-3 text-[13px] text-slate-500" style={indent}>
          {parentId === null ? t('agents.tree.noAgents') : t('agents.tree.noDownlines')}
        </td>
      </tr>
    );
  }
  const pages = Math.ceil(total / TREE_PAGE_SIZE);
  return (
    <>
      {items.map((node) => (
        <NodeRow key={node.memberId} node={node} depth={depth} currency={currency} />
      ))}
      {pages > 1 ? (
        <tr>
          <td colSpan={COLUMNS} className="py-1.5 text-[13px] text-slate-500" style={indent}>
            <span className="me-3 tabular">{t('agents.tree.pageOf', { page, pages, total })}</span>
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('pager.previous')}
            </Button>
            <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('pager.next')}
            </Button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function NodeRow({ node, depth, currency }: { node: AgentNode; depth: number; currency: Currency }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const canOpen = node.directDownlines > 0;
  const agent = memberTypeKind(node.type) === 'agent';
  return (
    <Fragment>
      <TR data-testid={`agent-row-${node.username}`}>
        <TD className="whitespace-nowrap" style={{ paddingInlineStart: `${0.5 + depth * 1.25}rem` }}>
          <span className="inline-flex items-center gap-1">
            {canOpen ? (
              <button
                type="button"
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-label={t(open ? 'agents.tree.collapse' : 'agents.tree.expand', { username: node.username })}
                className="inline-flex size-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                {open ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
              </button>
            ) : (
              <span aria-hidden className="inline-block size-6" />
            )}
            <Link to={`/agents/members/${node.memberId}`} className={cn('font-medium hover:underline', agent ? 'text-accent-700' : 'text-slate-800')}>
              {node.username}
            </Link>
            {canOpen ? <span className="text-xs text-slate-400 tabular">({node.directDownlines})</span> : null}
          </span>
        </TD>
        <TD>
          <Badge tone={agent ? 'accent' : 'neutral'}>{t(memberTypeLabelKey(node.type))}</Badge>
        </TD>
        <TD className="hidden text-end tabular md:table-cell">{node.level}</TD>
        <TD className="text-end tabular">{node.teamSize}</TD>
        <TD className="hidden text-end whitespace-nowrap tabular sm:table-cell">{showMoney(node.balance, currency.symbol, currency.exponent)}</TD>
        <TD className="hidden md:table-cell">
          <Badge tone={node.status === 'active' ? 'success' : 'danger'} dot>
            {t(`agents.statuses.${node.status}`)}
          </Badge>
        </TD>
        <TD className="hidden text-end tabular sm:table-cell">{node.liveContracts}</TD>
      </TR>
      {open ? <TreeRows parentId={node.memberId} depth={depth + 1} currency={currency} /> : null}
    </Fragment>
  );
}
