import { CustomerServiceEditor } from '../../features/settings/components/customer-service-editor.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function CustomerServicePage() {
  return <SettingsSectionPage section="customerService">{(props) => <CustomerServiceEditor {...props} />}</SettingsSectionPage>;
}
