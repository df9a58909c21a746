import { ApiError } from '@orbit/contracts/api-error';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The visitor's words for a failed call: the error code's translation, else the server's own message. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const key = `errors.${error.errorCode}`;
        return i18n.exists(key) ? t(key as 'errors.internal_error') : error.message;
      }
      return t('errors.service_unavailable');
    },
    [t, i18n],
  );
}
