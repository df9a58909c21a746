import { PaymentsSettingsForm } from '../../features/settings/components/payments-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function PaymentsPage() {
  return <SettingsSectionPage section="payments">{(props) => <PaymentsSettingsForm {...props} />}</SettingsSectionPage>;
}
