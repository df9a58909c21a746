import { FlagsSettingsForm } from '../../features/settings/components/flags-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function FlagsPage() {
  return <SettingsSectionPage section="flags">{(props) => <FlagsSettingsForm {...props} />}</SettingsSectionPage>;
}
