import { MaintenanceSettingsForm } from '../../features/settings/components/maintenance-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function MaintenancePage() {
  return <SettingsSectionPage section="maintenance">{(props) => <MaintenanceSettingsForm {...props} />}</SettingsSectionPage>;
}
