// Register centre (registerCenter): the agent's own affiliate code, create a downline account, and the
// agent's affiliate links.
import { useAgentCentre } from '../../api/get-centre.ts';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Skeleton } from '../../../../components/ui/panel.tsx';
import { AffiliateLinks } from './affiliate-links.tsx';
import { CreateDownline } from './create-downline.tsx';
import { OwnAffiliateCode } from './own-affiliate-code.tsx';

export function RegisterCenterPage() {
  const centre = useAgentCentre(true);
  if (centre.isPending) return <Skeleton rows={4} />;
  if (centre.isError) return <LoadFailed error={centre.error} onRetry={() => void centre.refetch()} />;
  return (
    <div className="space-y-6">
      {centre.data.affiliateCode ? <OwnAffiliateCode code={centre.data.affiliateCode} /> : null}
      <CreateDownline own={centre.data.rebates} />
      <AffiliateLinks own={centre.data.rebates} />
    </div>
  );
}
