import type { RbmInviteStatus } from '../../channels/rcs/rbm-types';

/** Google's limits on tester invites: 20 a day and 200 in all per agent (429 RESOURCE_EXHAUSTED past them). */
const PER_DAY = 20;
const IN_ALL = 200;

export interface SandboxTester {
  agentId: string;
  /** E.164 with the plus. */
  phoneNumber: string;
  inviteStatus: RbmInviteStatus;
  invitedOn: Date;
}

export type InviteOutcome = { tester: SandboxTester } | { refused: 'limit'; message: string };

/**
 * The sandbox agent's testers: an invite is PENDING until the test (standing for the person) accepts
 * or declines it. Inviting a number again answers its tester as it is, and counts no second invite.
 */
export function createSandboxTesters(now: () => Date) {
  const testers = new Map<string, SandboxTester>();
  const key = (agentId: string, phoneNumber: string) => `${agentId} ${phoneNumber}`;
  return {
    invite(agentId: string, phoneNumber: string): InviteOutcome {
      const known = testers.get(key(agentId, phoneNumber));
      if (known) return { tester: known };
      const mine = [...testers.values()].filter((tester) => tester.agentId === agentId);
      const today = now().toISOString().slice(0, 10);
      if (mine.length >= IN_ALL) return { refused: 'limit', message: `The agent has sent ${IN_ALL} tester invites, the most it may.` };
      if (mine.filter((tester) => tester.invitedOn.toISOString().slice(0, 10) === today).length >= PER_DAY) return { refused: 'limit', message: `The agent has sent ${PER_DAY} tester invites today, the most a day.` };
      const tester: SandboxTester = { agentId, phoneNumber, inviteStatus: 'PENDING', invitedOn: now() };
      testers.set(key(agentId, phoneNumber), tester);
      return { tester };
    },
    find: (agentId: string, phoneNumber: string) => testers.get(key(agentId, phoneNumber)),
    /** The person answers the invite on their phone. */
    answer(agentId: string, phoneNumber: string, status: 'ACCEPTED' | 'DECLINED'): boolean {
      const tester = testers.get(key(agentId, phoneNumber));
      if (!tester) return false;
      tester.inviteStatus = status;
      return true;
    },
  };
}
