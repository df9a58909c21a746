import { GamesSettingsForm } from '../../features/settings/components/games-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function GamesSettingsPage() {
  return <SettingsSectionPage section="games">{(props) => <GamesSettingsForm {...props} />}</SettingsSectionPage>;
}
