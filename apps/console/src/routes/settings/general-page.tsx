import { GeneralSettingsForm } from '../../features/settings/components/general-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function GeneralPage() {
  return <SettingsSectionPage section="general">{(props) => <GeneralSettingsForm {...props} />}</SettingsSectionPage>;
}
