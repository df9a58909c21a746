// How each slot symbol looks: an icon (or the card letter) on a tile of its own colour. Wild and scatter
// symbols stand out with a ring.
import { clsx } from 'clsx';
import {
  Bell,
  Bird,
  Cat,
  Cherry,
  Citrus,
  Coins,
  Disc,
  Drum,
  Fan,
  Fish,
  Flame,
  Flower2,
  Gem,
  Grape,
  LampCeiling,
  Sparkles,
  Star,
  Turtle,
  type LucideIcon,
} from 'lucide-react';

interface SymbolLook {
  icon?: LucideIcon;
  letter?: string;
  tile: string;
}

const LOOKS: Record<string, SymbolLook> = {
  seven: { letter: '7', tile: 'from-rose-500 to-red-700 text-white' },
  bell: { icon: Bell, tile: 'from-amber-300 to-amber-600 text-amber-950' },
  melon: { icon: Citrus, tile: 'from-emerald-400 to-green-700 text-white' },
  plum: { icon: Grape, tile: 'from-fuchsia-400 to-purple-700 text-white' },
  orange: { icon: Citrus, tile: 'from-orange-300 to-orange-600 text-orange-950' },
  lemon: { icon: Citrus, tile: 'from-yellow-200 to-yellow-500 text-yellow-900' },
  cherry: { icon: Cherry, tile: 'from-red-400 to-rose-700 text-white' },
  star: { icon: Star, tile: 'from-sky-300 to-indigo-600 text-white' },
  dragon: { icon: Flame, tile: 'from-red-500 to-orange-700 text-yellow-100' },
  tiger: { icon: Cat, tile: 'from-amber-400 to-orange-700 text-amber-950' },
  phoenix: { icon: Bird, tile: 'from-pink-400 to-rose-700 text-white' },
  turtle: { icon: Turtle, tile: 'from-teal-400 to-emerald-700 text-white' },
  ace: { letter: 'A', tile: 'from-slate-200 to-slate-400 text-rose-700' },
  king: { letter: 'K', tile: 'from-slate-200 to-slate-400 text-indigo-700' },
  queen: { letter: 'Q', tile: 'from-slate-200 to-slate-400 text-emerald-700' },
  jack: { letter: 'J', tile: 'from-slate-200 to-slate-400 text-amber-700' },
  pearl: { icon: Gem, tile: 'from-cyan-200 to-sky-500 text-sky-950' },
  koi: { icon: Fish, tile: 'from-orange-400 to-red-600 text-white' },
  lotus: { icon: Flower2, tile: 'from-pink-300 to-fuchsia-600 text-white' },
  lantern: { icon: LampCeiling, tile: 'from-red-500 to-red-800 text-yellow-200' },
  coin: { icon: Coins, tile: 'from-yellow-300 to-amber-600 text-amber-950' },
  fan: { icon: Fan, tile: 'from-violet-300 to-violet-600 text-white' },
  drum: { icon: Drum, tile: 'from-rose-300 to-red-600 text-white' },
  gong: { icon: Disc, tile: 'from-yellow-400 to-amber-700 text-amber-950' },
  wild: { icon: Sparkles, tile: 'from-accent to-amber-700 text-accent-text' },
};

export function SymbolTile({ symbol, kind, size = 'md', highlight = false }: { symbol: string; kind?: string; size?: 'sm' | 'md'; highlight?: boolean }) {
  const look = LOOKS[symbol] ?? { letter: symbol.slice(0, 1).toUpperCase(), tile: 'from-slate-300 to-slate-500 text-slate-900' };
  const Icon = look.icon;
  return (
    <span
      className={clsx(
        'flex aspect-square items-center justify-center rounded-lg bg-gradient-to-br shadow-inner',
        look.tile,
        size === 'sm' ? 'size-8 text-sm' : 'size-full text-2xl sm:text-4xl',
        (kind === 'wild' || kind === 'scatter' || symbol === 'wild') && 'ring-2 ring-white/70',
        highlight && 'ring-4 ring-accent',
      )}
      data-symbol={symbol}
    >
      {Icon ? <Icon className={size === 'sm' ? 'size-4' : 'size-1/2'} aria-hidden /> : <span className="font-black">{look.letter}</span>}
      {symbol === 'wild' && size === 'md' ? <span className="sr-only">WILD</span> : null}
    </span>
  );
}
