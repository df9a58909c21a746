// One icon per game category (header, tab sheet, lobby titles), from lucide like the rest of the site.
import { Cherry, Clapperboard, Dices, Fish, Gamepad2, Layers, Spade, Swords, Ticket, Volleyball, type LucideIcon } from 'lucide-react';

export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  lottery: Ticket,
  live: Clapperboard,
  cockfight: Swords,
  sports: Volleyball,
  fish: Fish,
  rng: Cherry,
  pvp: Spade,
  esports: Gamepad2,
  elott: Dices,
  seamless: Layers,
};

export function categoryIcon(key: string): LucideIcon {
  return CATEGORY_ICONS[key] ?? Gamepad2;
}
