import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../model/markets.ts';

/** The page's `t` for the board's pure labels (model/markets.ts), whose keys are built from market types. */
export function useSay(): Translate {
  const { t } = useTranslation();
  return useCallback((key, params) => String(t(key as never, params as never)), [t]);
}
