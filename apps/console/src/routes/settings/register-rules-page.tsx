import { RegisterRulesForm } from '../../features/settings/components/register-rules-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function RegisterRulesPage() {
  return <SettingsSectionPage section="registerRules">{(props) => <RegisterRulesForm {...props} />}</SettingsSectionPage>;
}
