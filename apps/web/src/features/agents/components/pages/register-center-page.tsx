// Register centre (registerCenter): create a downline account, and the agent's affiliate links.
import { useAgentCentre } from '../../api/get-centre.ts';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Skeleton } from '../../../../components/ui/panel.tsx';
import { AffiliateLinks } from './affiliate-links.tsx';
import { CreateDownline } from './create-downline.tsx';

export function RegisterCenterPage() {
  const centre = useAgentCentre(true);
  if (centre.isPending) return <Skeleton rows={4} />;
  if (centre.isError) return <LoadFailed error={centre.error} onRetry={() => void centre.refetch()} />;
  return (
    <div className="space-y-6">
      <CreateDownline own={centre.data.rebates} />
      <AffiliateLinks own={centre.data.rebates} />
    </div>
  );
}
