import { useTranslation } from 'react-i18next';
import type { CopyButtonTexts } from '../../../../components/ui/copy-button.tsx';

/** The agent centre's texts for a copy button, given the name of what it copies. */
export function useCopyTexts(): (what: string) => CopyButtonTexts {
  const { t } = useTranslation();
  return (what) => ({ label: t('agents.common.copyWhat', { what }), copy: t('agents.common.copy'), copied: t('agents.common.copied') });
}
