import { SocialLoginSettingsForm } from '../../features/settings/components/social-login-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function SocialLoginPage() {
  return <SettingsSectionPage section="socialLogin">{(props) => <SocialLoginSettingsForm {...props} />}</SettingsSectionPage>;
}
