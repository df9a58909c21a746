import type { Role } from '@orbit/contracts/permissions';

export interface AuthenticatedOperator {
  id: number;
  merchantId: number;
  username: string;
  displayName: string;
  role: Role;
  tokenHash: string;
}
