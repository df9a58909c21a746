// Shows rich content as the member site will: at a phone's width (390 px) or a desktop's (1280 px, scaled to
// fit), in a sandboxed frame that runs no script.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Smartphone } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { previewDocument, type PreviewKind } from './preview-document.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;
const HEIGHT = 560;

export function ContentPreview({ kind, title, html }: { kind: PreviewKind; title: string; html: string }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('phone');
  const width = WIDTHS[device];
  // The desktop page is drawn at full width and shrunk to fit the large dialog, so its layout is the desktop one.
  const scale = device === 'desktop' ? 0.45 : 1;
  return (
    <div className="flex flex-col gap-3" data-testid="content-preview">
      <div role="tablist" aria-label={t('richText.previewWidth')} className="inline-flex self-start rounded-md bg-slate-100 p-0.5">
        {(Object.keys(WIDTHS) as Device[]).map((key) => {
          const Icon = key === 'phone' ? Smartphone : Monitor;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={device === key}
              onClick={() => setDevice(key)}
              className={cn(
                'flex items-center gap-1.5 rounded px-2.5 py-1 text-xs font-medium',
                device === key ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <Icon className="size-3.5" aria-hidden />
              {t(`richText.${key}`, { width: WIDTHS[key] })}
            </button>
          );
        })}
      </div>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-slate-100 p-2">
        <div className="mx-auto overflow-hidden rounded bg-white shadow" style={{ width: width * scale, height: HEIGHT * scale }}>
          <iframe
            title={t('richText.previewFrame', { width })}
            sandbox=""
            srcDoc={previewDocument(kind, title, html, t('common.close'))}
            style={{ width, height: HEIGHT, transform: `scale(${scale})`, transformOrigin: 'top left', border: 0 }}
          />
        </div>
      </div>
    </div>
  );
}
