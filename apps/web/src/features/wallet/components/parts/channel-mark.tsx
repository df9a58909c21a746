// A deposit channel's mark, drawn here (every image is our own): a tile in the channel's colour
// with its short name. Bank transfer and channels we do not know get an icon.
import { clsx } from 'clsx';
import { CreditCard, Landmark } from 'lucide-react';

interface Mark {
  text: string;
  background: string;
  foreground: string;
}

const MARKS: Record<string, Mark> = {
  FPX: { text: 'FPX', background: '#1f3f8a', foreground: '#ffffff' },
  DUITNOW: { text: 'Duit\nNow', background: '#e6007e', foreground: '#ffffff' },
  TNG: { text: 'TnG', background: '#0064d2', foreground: '#ffd200' },
  GRABPAY: { text: 'Grab\nPay', background: '#00b14f', foreground: '#ffffff' },
  BOOST: { text: 'boost', background: '#ee2e24', foreground: '#ffffff' },
  SHOPEEPAY: { text: 'Shopee\nPay', background: '#ee4d2d', foreground: '#ffffff' },
  PROMPTPAY: { text: 'Prompt\nPay', background: '#113566', foreground: '#ffffff' },
  GCASH: { text: 'GCash', background: '#007dfe', foreground: '#ffffff' },
  MOMO: { text: 'MoMo', background: '#a50064', foreground: '#ffffff' },
};

export function ChannelMark({ channel, kind, className }: { channel: string; kind: 'bank' | 'online'; className?: string }) {
  const mark = MARKS[channel.toUpperCase()];
  if (!mark) {
    const Icon = kind === 'bank' || channel.toUpperCase() === 'BANK_TRANSFER' ? Landmark : CreditCard;
    return (
      <span className={clsx('flex items-center justify-center rounded-xl bg-accent/15 text-accent', className)} aria-hidden>
        <Icon className="size-1/2" />
      </span>
    );
  }
  const lines = mark.text.split('\n');
  return (
    <svg viewBox="0 0 48 48" className={clsx('rounded-xl', className)} aria-hidden focusable="false">
      <rect width="48" height="48" rx="11" fill={mark.background} />
      <text
        x="24"
        y={lines.length === 1 ? 25 : 19}
        textAnchor="middle"
        dominantBaseline="middle"
        fill={mark.foreground}
        fontFamily="inherit"
        fontWeight="800"
        fontSize={lines.some((line) => line.length > 4) ? 10 : 13}
      >
        {lines.map((line, index) => (
          <tspan key={line} x="24" dy={index === 0 ? 0 : 12}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
