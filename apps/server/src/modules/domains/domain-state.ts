import type { DomainStatus } from '@tessera/core';
import type { DnsCheckOutcome } from './dns-check.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often a domain is looked at again, by its state. */
export const CHECK_SCHEDULE = {
  /** A domain waiting for its proof: often at first, when the owner is likely adding the record... */
  pendingEarly: 10 * MINUTE,
  earlyPeriod: DAY,
  /** ...then hourly, until a week after the domain was set. */
  pendingLate: HOUR,
  pendingFor: 7 * DAY,
  verified: DAY,
} as const;

export interface DomainProofState {
  domain: string | null;
  domainToken: string | null;
  domainSetAt: Date | null;
  domainStatus: DomainStatus | null;
  domainCheckedAt: Date | null;
  domainError: string | null;
}

/** Whether the periodic check should look at this domain now. */
export function isCheckDue(state: DomainProofState, now: Date): boolean {
  if (!state.domain || !state.domainToken || !state.domainStatus) return false;
  if (!state.domainCheckedAt) return true;
  const since = now.getTime() - state.domainCheckedAt.getTime();
  if (state.domainStatus === 'VERIFIED') return since >= CHECK_SCHEDULE.verified;
  // Waiting (or failed) domains are looked at for a week; after that only when the owner asks.
  if (!state.domainSetAt) return false;
  const age = now.getTime() - state.domainSetAt.getTime();
  if (age >= CHECK_SCHEDULE.pendingFor) return false;
  const interval =
    age < CHECK_SCHEDULE.earlyPeriod ? CHECK_SCHEDULE.pendingEarly : CHECK_SCHEDULE.pendingLate;
  return since >= interval;
}

export interface DomainVerdict {
  status: DomainStatus;
  error: string | null;
  /** True when the domain has just become verified. */
  newlyVerified: boolean;
}

/**
 * The state after a check. A proof verifies the domain. An owner's own check that finds none
 * marks it FAILED with the reason; the periodic check leaves a waiting domain waiting. A verified
 * domain stays served through one check without its proof (a DNS change in progress, a resolver
 * outage) and fails when the proof is found missing on the next check as well; a lookup that got
 * no answer never fails it.
 */
export function verdictAfterCheck(
  state: Pick<DomainProofState, 'domainStatus' | 'domainError'>,
  outcome: DnsCheckOutcome,
  trigger: 'owner' | 'schedule',
): DomainVerdict {
  const current = state.domainStatus ?? 'PENDING';
  if (outcome.result === 'proven') {
    return { status: 'VERIFIED', error: null, newlyVerified: current !== 'VERIFIED' };
  }
  if (current === 'VERIFIED') {
    const missedBefore = state.domainError !== null;
    const failed = outcome.result === 'absent' && missedBefore;
    return { status: failed ? 'FAILED' : 'VERIFIED', error: outcome.reason, newlyVerified: false };
  }
  return {
    status: trigger === 'owner' ? 'FAILED' : current,
    error: outcome.reason,
    newlyVerified: false,
  };
}
