// A react-hook-form resolver over a contract schema that reports issues in the operator's language.
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translateIssue } from './validation.ts';

export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, t: TFunction): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!errors[path]) errors[path] = { type: issue.code ?? 'invalid', message: translateIssue(t, issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
