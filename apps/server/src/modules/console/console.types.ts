export type { AuthenticatedOperator } from '../../plugins/principals.ts';
