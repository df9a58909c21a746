export interface AuditListParams {
  page: number;
  pageSize: number;
  action?: string | undefined;
}

export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (params: AuditListParams) => [...auditKeys.lists(), params] as const,
};
