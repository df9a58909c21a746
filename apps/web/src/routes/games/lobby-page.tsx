import { Cherry, Clapperboard, Fish, Gamepad2, Layers, Spade, Volleyball, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LobbyKey } from '../../app/route-table.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

const ICONS: Record<LobbyKey, LucideIcon> = {
  rng: Cherry,
  live: Clapperboard,
  fish: Fish,
  pvp: Spade,
  esports: Gamepad2,
  sports: Volleyball,
  seamless: Layers,
};

/** A vendor game lobby (spec §2: /rng, /live, /fish, /pvp, /esports, /sports, /seamless). */
export function LobbyPage({ category }: { category: LobbyKey }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ICONS[category]}
      title={t(`pages.${category}.title`)}
      description={t(`pages.${category}.description`)}
      empty={t(`pages.${category}.empty`)}
    />
  );
}
