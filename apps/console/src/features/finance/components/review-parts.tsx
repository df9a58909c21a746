// The pieces a deposit's and a withdrawal's review dialogs share: the member's name (a link for those who may
// open members), the four-eyes notices and approve button, the footer while a reason or reference is asked
// for, and the member's image (receipt or proof).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { approvalState } from '../../../lib/approvals.ts';
import { UploadImage } from './upload-image.tsx';

type Approval = ReturnType<typeof approvalState>;

export function MemberName({ memberId, username, canOpen }: { memberId: number; username: string; canOpen: boolean }) {
  return canOpen ? (
    <Link to={`/members/${memberId}`} className="font-mono font-medium text-accent-700 hover:underline">
      {username}
    </Link>
  ) : (
    <span className="font-mono">{username}</span>
  );
}

/** Tells the operator whether the order waits for their approval or for a colleague's. */
export function ApprovalNotices({ state }: { state: Approval }) {
  const { t } = useTranslation();
  return (
    <>
      {state.byMe && state.awaitingSecond ? <Alert tone="info">{t('finance.youApprovedText')}</Alert> : null}
      {state.awaitingSecond && !state.byMe ? <Alert tone="warning">{t('finance.secondNeededText')}</Alert> : null}
    </>
  );
}

export function ApproveButton({
  state,
  loading,
  disabled,
  onClick,
  testId,
}: {
  state: Approval;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="primary"
      icon={<Check className="size-4" />}
      loading={loading}
      disabled={disabled}
      title={state.byMe ? t('finance.youApprovedText') : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {state.awaitingSecond ? t('finance.approveSecond') : t('finance.approve')}
    </Button>
  );
}

/** Cancel beside the button that sends what the operator is asked for (a reject reason, a payout reference). */
export function AskingFooter({ busy, onCancel, children }: { busy: boolean; onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      {children}
    </>
  );
}

export function MemberImage({ title, uploadId, alt }: { title: string; uploadId: string; alt: string }) {
  return (
    <div>
      <p className="mb-1.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      <UploadImage uploadId={uploadId} alt={alt} />
    </div>
  );
}
