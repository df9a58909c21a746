// Query keys of the account flows: one factory, so invalidation and prefetching name the same keys.
export const authKeys = {
  all: ['auth'] as const,
  remembered: () => [...authKeys.all, 'remembered'] as const,
  registerSettings: () => [...authKeys.all, 'registerSettings'] as const,
  countryCodes: (language: string) => [...authKeys.all, 'countryCodes', language] as const,
};
