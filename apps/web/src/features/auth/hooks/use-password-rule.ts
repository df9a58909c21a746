// New passwords follow the merchant's password rule (the registration rule of the password field).
import type { FieldRule } from '@orbit/contracts/settings';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import { useMessageText } from './use-message-text.ts';
import { checkConfirmation, checkField, effectivePasswordRule } from '../lib/field-rules.ts';
import { patternHint } from '../lib/pattern-hints.ts';

/** Until the rules arrive: the security baseline's 8–64 characters (docs/members.md). */
const BASELINE: FieldRule = { enabled: true, required: true, patternId: 0, acceptedPattern: null, minLength: 8, maxLength: 64 };

export function usePasswordRule() {
  const { t } = useTranslation();
  const rule = effectivePasswordRule(useRegisterSettings().data?.rules.password ?? BASELINE);
  const text = useMessageText();
  const hint = patternHint(rule);
  return {
    rule,
    hint: hint ? t(hint.key, hint.values) : undefined,
    /** The message for a new password, or undefined when it passes. */
    check: (value: string) => text(checkField('password', value, { required: true, rule })),
    confirm: (value: string, confirmation: string) => text(checkConfirmation(value, confirmation)),
  };
}
