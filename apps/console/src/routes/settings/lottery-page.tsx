import { LotterySettingsForm } from '../../features/settings/components/lottery-form.tsx';
import { SettingsSectionPage } from './settings-section.tsx';

export function LotterySettingsPage() {
  return <SettingsSectionPage section="lottery">{(props) => <LotterySettingsForm {...props} />}</SettingsSectionPage>;
}
