// A refusal that has an obvious next step carries it in the same message, so it is never a dead end: a
// balance too low offers Deposit (a free-play account, whose money is play money, is offered Register), and
// what only a real account may do offers Register. Other errors are just said. Any screen may use it.
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../lib/auth-dialogs.ts';
import { TRIAL_TYPE, useSession } from '../lib/session.ts';
import { Button, ButtonLink } from './ui/button.tsx';

/** The member centre's deposit page. */
export const DEPOSIT_PATH = '/member/depositv2';

const LOW_BALANCE = new Set(['insufficient_funds']);
const REAL_ACCOUNT_ONLY = new Set(['in_need_true_account', 'lottery_real_money_only']);

export type ErrorAction = 'deposit' | 'register' | null;

/** Which way forward an error code offers, for a member (trial or not). */
export function errorAction(code: string | null, trial: boolean): ErrorAction {
  if (!code) return null;
  if (REAL_ACCOUNT_ONLY.has(code)) return 'register';
  if (LOW_BALANCE.has(code)) return trial ? 'register' : 'deposit';
  return null;
}

/** `errors.insufficient_funds` → `insufficient_funds`; a plain code is kept. */
function codeOf(errorKeyOrCode: string): string {
  return errorKeyOrCode.startsWith('errors.') ? errorKeyOrCode.slice('errors.'.length) : errorKeyOrCode;
}

interface ErrorWithActionProps {
  /** The error's code or its text key (`errors.<code>`). */
  code: string;
  /** The words to show; the code's own text when left out. */
  text?: string;
  className?: string;
  testId?: string;
}

export function ErrorWithAction({ code, text, className, testId }: ErrorWithActionProps) {
  const { t } = useTranslation();
  const { isAgent } = useSession();
  const plain = codeOf(code);
  const action = errorAction(plain, isAgent === TRIAL_TYPE);
  return (
    <div className={clsx('flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-danger', className)} role="alert" data-testid={testId}>
      <span>{text ?? t(`errors.${plain}` as 'errors.internal_error')}</span>
      {action === 'deposit' ? (
        <ButtonLink to={DEPOSIT_PATH} size="sm" data-testid="error-action-deposit">
          {t('auth.bar.deposit')}
        </ButtonLink>
      ) : action === 'register' ? (
        <Button size="sm" onClick={() => openAuthDialog({ kind: 'register' })} data-testid="error-action-register">
          {t('auth.register')}
        </Button>
      ) : null}
    </div>
  );
}
