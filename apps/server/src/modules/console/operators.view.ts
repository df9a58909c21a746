// How an operator is shown: the operator list's row and the signed-in operator's own view (with the
// permissions of their role). Apart from operators.service.ts so its login (operators.login.ts) shares it.
import type { Me, Operator } from '@orbit/contracts/console';
import { ROLE_PERMISSIONS, type Role } from '@orbit/contracts/permissions';
import type { OperatorRow } from './operators.repo.ts';

export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as Role,
    disabled: row.disabled,
    totpEnrolled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function me(row: OperatorRow, merchant: { code: string; name: string }): Me {
  return { ...toOperator(row), permissions: [...ROLE_PERMISSIONS[row.role as Role]], merchantCode: merchant.code, merchantName: merchant.name };
}
