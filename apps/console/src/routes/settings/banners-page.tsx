import { BannersEditor } from '../../features/settings/components/banners-editor.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function BannersPage() {
  return <SettingsSectionPage section="banners">{(props) => <BannersEditor {...props} />}</SettingsSectionPage>;
}
