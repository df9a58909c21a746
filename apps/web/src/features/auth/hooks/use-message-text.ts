import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../lib/field-rules.ts';

/**
 * The text of a field message. Its key is already one of a closed list (FieldMessage), each present in the
 * locale files (tested); i18next's typings cannot take a union of keys with values, hence the plain call.
 */
export function useMessageText() {
  const { t } = useTranslation();
  return useCallback(
    (message: FieldMessage | null): string | undefined =>
      message ? (t as unknown as (key: string, values?: object) => string)(message.key, message.values) : undefined,
    [t],
  );
}
