/**
 * A recipient whose message may or may not have reached the provider: stored FAILED with one of
 * these codes, never resent by itself (messaging.md "Never twice"), and given its real fate when a
 * status webhook naming the row (its reference) arrives after all.
 */
export const INTERRUPTED = { code: 'interrupted', text: 'Sending was interrupted; not resent by itself (use Retry failed)' } as const;
export const NO_ANSWER = { code: 'no_answer', text: 'The provider did not answer; the message may or may not have gone out, so it is not resent by itself (use Retry failed)' } as const;

export const UNKNOWN_FATE_CODES: readonly string[] = [INTERRUPTED.code, NO_ANSWER.code];
