import { roleId } from '@/api/contracts/users';
import type { AuthSession } from './auth-session';

/** Administrators and customer-login operators, when not already acting as a customer, may open any customer's session. */
export const mayOpenCustomerSessions = (auth: AuthSession) => (auth.roleId === roleId.admin || auth.roleId === roleId.customer) && !auth.impersonatedBy;
