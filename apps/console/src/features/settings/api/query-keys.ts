export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  /** The console status follows the settings (the sandbox gateway switched on or off): every save refreshes it. */
  status: () => [...settingsKeys.all, 'status'] as const,
  /** Held changes waiting for a second operator. */
  changes: () => [...settingsKeys.all, 'changes'] as const,
  countries: (language: string) => [...settingsKeys.all, 'countries', language] as const,
};
