// The member centre (docs/members.md): who may enter, which pages the menu offers, and the page shown.
// The route hands in the merchant's switches and time zone.
import { LogIn, UserRoundX } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { checkLogin } from '../../../lib/login-check.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useMemberInfo } from '../api/get-member-info.ts';
import { useCloseMemberCentre } from '../hooks/use-close-member-centre.ts';
import { DEFAULT_MEMBER_PAGE, memberCentreAccess, memberMenu, resolveMemberPage, type MemberFlags, type MemberPageKey } from '../model/menu.ts';
import { ComingSoonPanel } from './coming-soon-panel.tsx';
import { MemberCentreProvider } from './member-centre-context.tsx';
import { MemberFrame, memberPagePath } from './member-frame.tsx';
import { MemberSummary } from './member-summary.tsx';
import { NoticeDialog } from '../../../components/ui/notice-dialog.tsx';
import { SecurityCenter } from './security/security-center.tsx';

interface MemberCentreProps {
  /** The :page of /member/:page, a page key of MEMBER_PAGE_KEYS. */
  page: string | undefined;
  flags: MemberFlags;
  timeZone: string;
  /** Pages other features build (the wallet's), handed in by the route: features never import each other. */
  pages?: Partial<Record<MemberPageKey, ComponentType>>;
  /** The deposit limits, shown in my account's responsible-gaming card (the wallet feature's). */
  depositLimits?: ReactNode;
  /** Unread platform messages, the badge of the messages entry (the messages feature's). */
  messageCount?: number;
}

const openLogin = () => openAuthDialog({ kind: 'login' });

function LoginNeeded() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={LogIn}
      title={t('member.access.loginTitle')}
      actions={
        <>
          <Button onClick={openLogin}>{t('member.access.login')}</Button>
          <ButtonLink to="/register" variant="secondary">
            {t('member.access.register')}
          </ButtonLink>
        </>
      }
    >
      {t('member.access.loginBody')}
    </EmptyState>
  );
}

export function MemberCentre({ page, flags, timeZone, pages, depositLimits, messageCount = 0 }: MemberCentreProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseMemberCentre();
  const session = useSession();
  const access = memberCentreAccess(session, TRIAL_TYPE);
  const info = useMemberInfo();
  const context = { flags, toUpline: info.data?.toUpline, missionCount: 0, messageCount };
  const resolution = resolveMemberPage(page, context);
  const [farewell, setFarewell] = useState<{ kind: 'coolOff' | 'selfExclude'; until: string } | null>(null);

  // The login check on entry: the login popup for a visitor, the in_need_true_account warning for a
  // trial account (both dialogs belong to the account feature, opened through lib/). Only on entry: not
  // after a break began, nor when the member logs out while here (in another tab, which logs out every
  // tab): both are the member's own choice, and the page then says a login is needed without a popup.
  const signedInHere = useRef(false);
  useEffect(() => {
    if (access === 'ok') signedInHere.current = true;
    else if (!farewell && !signedInHere.current) checkLogin();
  }, [access, farewell]);

  if (resolution.kind === 'unknown') return <Navigate to={memberPagePath(DEFAULT_MEMBER_PAGE)} replace />;
  const item = resolution.kind === 'show' ? resolution.item : null;
  const open = access === 'ok';

  let content;
  if (farewell) content = null;
  else if (access === 'login') content = <LoginNeeded />;
  else if (access === 'trial')
    content = (
      <EmptyState
        icon={UserRoundX}
        title={t('member.access.trialTitle')}
        actions={
          <Button variant="secondary" onClick={close}>
            {t('member.frame.close')}
          </Button>
        }
      >
        {t('member.access.trialBody')}
      </EmptyState>
    );
  else if (!item) content = null;
  else {
    const Page = pages?.[item.key];
    if (Page) content = <Page />;
    else if (item.release) content = <ComingSoonPanel page={item.key} release={item.release} />;
    else if (item.key === DEFAULT_MEMBER_PAGE) content = <SecurityCenter />;
    else content = null;
  }

  return (
    <MemberCentreProvider value={{ timeZone, onBreakStarted: setFarewell, depositLimits }}>
      <MemberFrame
        menu={open ? memberMenu(context) : []}
        current={item?.key ?? null}
        title={item ? t(`member.menu.${item.key}`) : t('member.frame.title')}
        onClose={close}
        summary={open && info.data ? <MemberSummary info={info.data} /> : undefined}
      >
        {content}
      </MemberFrame>
      {/* A page whose feature is off answers 'Please Register An Account First' with OK. */}
      <NoticeDialog
        open={open && resolution.kind === 'featureOff'}
        title={t('member.frame.title')}
        confirmLabel={t('member.access.ok')}
        onConfirm={() => void navigate(memberPagePath(DEFAULT_MEMBER_PAGE), { replace: true })}
      >
        {t('member.access.featureOff')}
      </NoticeDialog>
      <NoticeDialog
        open={farewell !== null}
        title={t(`member.rg.${farewell?.kind ?? 'coolOff'}.startedTitle`)}
        confirmLabel={t('member.rg.startedOk')}
        onConfirm={() => void navigate('/', { replace: true })}
      >
        {farewell ? t(`member.rg.${farewell.kind}.started`, { until: formatDateTime(farewell.until, timeZone) }) : null}
      </NoticeDialog>
    </MemberCentreProvider>
  );
}
