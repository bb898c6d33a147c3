import { guard, topItems } from '../access';
import { currentSession, readAccessContext } from '../session';

/**
 * Whether the signed-in user's access rules (spec §6) let them open the Download Center, where an
 * export they start ends up: a user without it is told so instead of being sent where it cannot go.
 */
export function canOpenDownloadCenter(): boolean {
  return guard(topItems.downloadCenter.path, readAccessContext(currentSession())).allow;
}
