import { RegionRestrictionForm } from '../../features/settings/components/region-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function RegionPage() {
  return <SettingsSectionPage section="regionRestriction">{(props) => <RegionRestrictionForm {...props} />}</SettingsSectionPage>;
}
