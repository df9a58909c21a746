export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  /** Held changes waiting for a second operator. */
  changes: () => [...settingsKeys.all, 'changes'] as const,
  countries: (language: string) => [...settingsKeys.all, 'countries', language] as const,
};
