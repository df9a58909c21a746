export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  countries: (language: string) => [...settingsKeys.all, 'countries', language] as const,
};
