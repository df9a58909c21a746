import { ResourcesForm } from '../../features/settings/components/resources-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function ResourcesPage() {
  return <SettingsSectionPage section="resources">{(props) => <ResourcesForm {...props} />}</SettingsSectionPage>;
}
