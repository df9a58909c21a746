import { AccountsSettingsForm } from '../../features/settings/components/accounts-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function AccountsPage() {
  return <SettingsSectionPage section="accounts">{(props) => <AccountsSettingsForm {...props} />}</SettingsSectionPage>;
}
