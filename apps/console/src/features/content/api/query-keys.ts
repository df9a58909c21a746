export const contentKeys = {
  all: ['content'] as const,
  announcements: () => [...contentKeys.all, 'announcements'] as const,
  help: () => [...contentKeys.all, 'help'] as const,
};
