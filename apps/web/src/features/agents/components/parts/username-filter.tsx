import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { fieldClass } from '../../../../components/ui/labelled-field.tsx';

/** A username search applied on Enter or the button, so typing does not fetch on every key. */
export function UsernameFilter({ onApply }: { onApply: (username: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="flex min-w-0 gap-2 sm:w-72"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim());
      }}
    >
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('agents.reports.username')}
        aria-label={t('agents.reports.username')}
        className={clsx(fieldClass, 'h-9 min-w-0 flex-1 border-border')}
        data-testid="report-username"
      />
      <Button type="submit" variant="secondary" size="sm" className="h-9" aria-label={t('agents.team.searchButton')}>
        <Search className="size-4" aria-hidden />
      </Button>
    </form>
  );
}
