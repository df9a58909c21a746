import { ChatProviderCard } from '../../features/settings/components/chat-provider-card.tsx';
import { CustomerServiceEditor } from '../../features/settings/components/customer-service-editor.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function CustomerServicePage() {
  return (
    <SettingsSectionPage section="customerService">
      {(props) => (
        <>
          <ChatProviderCard canWrite={props.canWrite} />
          <CustomerServiceEditor {...props} />
        </>
      )}
    </SettingsSectionPage>
  );
}
