import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { responsibleGamingBlock } from '../../../lib/responsible-gaming.ts';
import { Fact, FactList, Missing } from './fact-list.tsx';

/** What the member chose to limit their play; set by the member, shown here so support can explain a refusal. */
export function ResponsibleGamingCard({ member, timeZone }: { member: MemberDetail; timeZone: string }) {
  const { t } = useTranslation();
  const state = member.responsibleGaming;
  const block = responsibleGamingBlock(state);
  const until = (value: string | null) => (value && Date.parse(value) > Date.now() ? formatDateTime(value, timeZone) : null);

  return (
    <Card>
      <CardHeader
        title={t('rg.title')}
        description={t('rg.text')}
        icon={<HeartHandshake className="size-4" />}
        actions={
          block.kind === 'none' ? (
            <Badge tone="success" dot>
              {t('rg.clear')}
            </Badge>
          ) : (
            <Badge tone="danger" dot>
              {t(`rg.${block.kind}`)}
            </Badge>
          )
        }
      />
      <CardBody className="flex flex-col gap-4">
        {block.kind !== 'none' ? (
          <p className="text-[13px] text-red-700">{t(`rg.${block.kind}Text`, { until: formatDateTime(block.until, timeZone) })}</p>
        ) : null}
        <FactList>
          <Fact label={t('rg.reminder')}>
            {state.sessionReminderMinutes ? t('rg.every', { count: state.sessionReminderMinutes }) : <Missing>{t('rg.off')}</Missing>}
          </Fact>
          <Fact label={t('rg.coolOffUntil')}>{until(state.coolOffUntil) ?? <Missing>{t('rg.none')}</Missing>}</Fact>
          <Fact label={t('rg.selfExcludedUntil')}>{until(state.selfExcludedUntil) ?? <Missing>{t('rg.none')}</Missing>}</Fact>
        </FactList>
      </CardBody>
    </Card>
  );
}
