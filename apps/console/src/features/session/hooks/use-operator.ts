import { createContext, useContext } from 'react';
import type { Me } from '@orbit/contracts/console';
import type { Permission } from '@orbit/contracts/permissions';

/** The logged-in operator, provided by the console frame once `/cms/me` has answered. */
export const OperatorContext = createContext<Me | null>(null);

export function useOperator(): Me {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator is used outside the console frame');
  return operator;
}

export function useCan(permission: Permission): boolean {
  return useOperator().permissions.includes(permission);
}
