import { may, type Capability } from '@hearth/shared';
import { useAuth } from './auth-storage';

/**
 * What the signed-in user may do, from the table the server's routes follow (packages/shared
 * permissions.ts): screens show a button only when the server would accept what it does. Its own
 * module so the staff phone screens take it without the user-record reads of lib/permissions.
 */
export function useCan(capability: Capability): boolean {
  return may(capability, useAuth()?.userType);
}
