import { RebatesSettingsForm } from '../../features/settings/components/rebates-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function RebatesSettingsPage() {
  return <SettingsSectionPage section="rebates">{(props) => <RebatesSettingsForm {...props} />}</SettingsSectionPage>;
}
