import { BrandingSettingsForm } from '../../features/settings/components/branding-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function BrandingPage() {
  return <SettingsSectionPage section="branding">{(props) => <BrandingSettingsForm {...props} />}</SettingsSectionPage>;
}
