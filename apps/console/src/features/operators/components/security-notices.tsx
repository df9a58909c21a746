import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { useNotices } from '../api/list-notices.ts';

/**
 * The dashboard's security notices (owners and admins): a username whose failed console logins passed the
 * hourly ceiling, so the owners know someone is guessing. Nothing shows while there is none.
 */
export function SecurityNotices({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('dashboard.noticesTitle')} description={t('dashboard.noticesText')} icon={<ShieldAlert className="size-4 text-red-600" />} />
      <ul data-testid="security-notices" className="divide-y divide-slate-100">
        {items.map((notice) => (
          <li key={notice.id} className="px-5 py-3 text-[13px]">
            <span className="font-medium">{formatDateTime(notice.createdAt, timeZone)}</span>{' '}
            {t('dashboard.noticeLoginCeiling', { username: notice.subject, failures: notice.detail.failures, ip: notice.detail.lastIp ?? '-' })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
