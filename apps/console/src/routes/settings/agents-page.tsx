import { AgentsSettingsForm } from '../../features/settings/components/agents-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function AgentsSettingsPage() {
  return <SettingsSectionPage section="agents">{(props) => <AgentsSettingsForm {...props} />}</SettingsSectionPage>;
}
