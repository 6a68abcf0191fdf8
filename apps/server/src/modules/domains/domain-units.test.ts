import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { parseDnsServers } from './dns-servers.ts';
import { isCheckDue, verdictAfterCheck, type DomainProofState } from './domain-state.ts';
import { cnameTarget, newDomainToken, proofRecord } from './proof.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('DNS_SERVERS', () => {
  it('takes addresses with or without a port, and nothing for the system resolvers', () => {
    expect(parseDnsServers('')).toEqual([]);
    expect(parseDnsServers(' 1.1.1.1 , 127.0.0.1:5353,::1,[2001:db8::1]:53 ')).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
      '::1',
      '[2001:db8::1]:53',
    ]);
  });

  it.each(['dns.example.com', '1.1.1.1:0', '1.1.1.1:70000', '[1.1.1.1]:53', '::1:53x'])(
    'refuses %j at start-up, naming the setting',
    (value) => {
      expect(() => loadConfig({ DNS_SERVERS: value })).toThrow(/^DNS_SERVERS must list/);
    },
  );

  it('refuses an interval that is not a whole number', () => {
    expect(() => loadConfig({ DOMAIN_CHECK_INTERVAL_MS: '-5' })).toThrow(
      'DOMAIN_CHECK_INTERVAL_MS must be a whole number of 0 or more, got "-5"',
    );
    expect(loadConfig({}).domainCheckIntervalMs).toBe(60_000);
  });
});

describe('the proof', () => {
  it('is a TXT record under _tessera with a fresh random token', () => {
    const token = newDomainToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(newDomainToken()).not.toBe(token);
    expect(proofRecord('www.example.com', token)).toEqual({
      type: 'TXT',
      name: '_tessera.www.example.com',
      value: `tessera-verification=${token}`,
    });
  });

  it('accepts a CNAME to the site address without the hosting domain’s port', () => {
    expect(cnameTarget('bakery', 'Sites.Example.com:8080')).toBe('bakery.sites.example.com');
    expect(cnameTarget('bakery', 'sites.example.com')).toBe('bakery.sites.example.com');
  });
});

describe('the schedule', () => {
  const issued = new Date('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(issued.getTime() + ms);
  const state = (over: Partial<DomainProofState>): DomainProofState => ({
    domain: 'www.example.com',
    domainToken: newDomainToken(),
    domainSetAt: issued,
    domainStatus: 'PENDING',
    domainCheckedAt: null,
    domainError: null,
    ...over,
  });

  it('checks a domain never checked at once, whatever its age', () => {
    expect(isCheckDue(state({}), at(0))).toBe(true);
    expect(isCheckDue(state({ domainSetAt: null }), at(30 * DAY))).toBe(true);
  });

  it('looks at a waiting domain every 10 minutes on its first day, then hourly, for a week', () => {
    const checked = (ms: number, checkedAgo: number) =>
      isCheckDue(state({ domainCheckedAt: at(ms - checkedAgo) }), at(ms));
    expect(checked(HOUR, 9 * MINUTE)).toBe(false);
    expect(checked(HOUR, 10 * MINUTE)).toBe(true);
    expect(checked(2 * DAY, 30 * MINUTE)).toBe(false);
    expect(checked(2 * DAY, HOUR)).toBe(true);
    expect(checked(7 * DAY + MINUTE, 2 * HOUR)).toBe(false);
    expect(
      isCheckDue(
        state({ domainStatus: 'FAILED', domainCheckedAt: at(HOUR - 10 * MINUTE) }),
        at(HOUR),
      ),
    ).toBe(true);
    // A domain of unknown age: after its first check, only the owner asks again.
    expect(isCheckDue(state({ domainSetAt: null, domainCheckedAt: at(0) }), at(DAY))).toBe(false);
  });

  it('looks at a verified domain daily, at any age', () => {
    const verified = (checkedAgo: number) =>
      isCheckDue(
        state({ domainStatus: 'VERIFIED', domainCheckedAt: at(30 * DAY - checkedAgo) }),
        at(30 * DAY),
      );
    expect(verified(23 * HOUR)).toBe(false);
    expect(verified(DAY)).toBe(true);
  });

  it('has nothing to check without a domain', () => {
    expect(isCheckDue(state({ domain: null }), at(0))).toBe(false);
  });
});

describe('the verdict after a check', () => {
  const proven = { result: 'proven', via: 'TXT' } as const;
  const absent = { result: 'absent', reason: 'No TXT record found at _tessera.x.com' } as const;
  const unknown = { result: 'unknown', reason: 'The DNS lookup failed: timeout' } as const;

  it('verifies on proof from any state', () => {
    for (const domainStatus of ['PENDING', 'FAILED', 'VERIFIED'] as const) {
      expect(verdictAfterCheck({ domainStatus, domainError: 'x' }, proven, 'schedule')).toEqual({
        status: 'VERIFIED',
        error: null,
        newlyVerified: domainStatus !== 'VERIFIED',
      });
    }
  });

  it('fails a waiting domain when its owner checks, and keeps it waiting on the schedule', () => {
    const pending = { domainStatus: 'PENDING' as const, domainError: null };
    expect(verdictAfterCheck(pending, absent, 'owner').status).toBe('FAILED');
    expect(verdictAfterCheck(pending, unknown, 'owner')).toMatchObject({
      status: 'FAILED',
      error: unknown.reason,
    });
    expect(verdictAfterCheck(pending, absent, 'schedule')).toMatchObject({
      status: 'PENDING',
      error: absent.reason,
    });
  });

  it('fails a verified domain only on a second check in a row that finds no proof', () => {
    const fine = { domainStatus: 'VERIFIED' as const, domainError: null };
    const missed = { domainStatus: 'VERIFIED' as const, domainError: absent.reason };
    expect(verdictAfterCheck(fine, absent, 'schedule').status).toBe('VERIFIED');
    expect(verdictAfterCheck(missed, absent, 'schedule').status).toBe('FAILED');
    expect(verdictAfterCheck(missed, absent, 'owner').status).toBe('FAILED');
    // No answer from the DNS is not a missing proof.
    expect(verdictAfterCheck(missed, unknown, 'schedule').status).toBe('VERIFIED');
  });
});
