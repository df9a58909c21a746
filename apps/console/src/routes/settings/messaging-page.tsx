import { MessagingSettingsForm } from '../../features/settings/components/messaging-form.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { SettingsSectionPage } from './settings-section.tsx';

export function MessagingPage() {
  const canReadOutbox = useCan('outbox.read');
  return <SettingsSectionPage section="messaging">{(props) => <MessagingSettingsForm {...props} canReadOutbox={canReadOutbox} />}</SettingsSectionPage>;
}
