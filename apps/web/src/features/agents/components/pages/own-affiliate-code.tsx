// The agent's own affiliate code (registerCenter): whoever registers with it, or through its link, joins the
// team as a member with the merchant's defaults. The link is built from the address this page was opened at,
// port included, as the server builds the affiliate links' addresses.
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { LazyQrCode } from '../../../../components/ui/lazy-qr-code.tsx';
import { Panel } from '../../../../components/ui/panel.tsx';
import { useCopyTexts } from '../parts/copy-texts.ts';

export function ownAffiliateUrl(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('affiliateCode', code);
  return url.toString();
}

export function OwnAffiliateCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const copyTexts = useCopyTexts();
  const url = ownAffiliateUrl(window.location.origin, code);
  return (
    <Panel id="own-affiliate-code" icon={BadgeCheck} title={t('agents.ownCode.title')} subtitle={t('agents.ownCode.subtitle')}>
      <div className="flex flex-col gap-4 sm:flex-row" data-testid="own-affiliate-code">
        <LazyQrCode value={url} label={t('agents.ownCode.qr', { code })} className="size-28 shrink-0 self-center sm:self-start" />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <div className="flex items-center gap-2">
            <span className="font-mono text-lg font-semibold" data-testid="own-code">
              {code}
            </span>
            <CopyButton value={code} texts={copyTexts(t('agents.ownCode.code'))} bordered />
          </div>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1 text-xs" data-testid="own-code-url">
              {url}
            </code>
            <CopyButton value={url} texts={copyTexts(t('agents.links.url'))} bordered />
          </div>
        </div>
      </div>
    </Panel>
  );
}
