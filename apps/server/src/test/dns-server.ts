import dns2 from 'dns2';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Website } from '@tessera/core';
import { call, dataOf } from './website-helpers.ts';

const { Packet } = dns2;
/** RFC 1035's "name error"; dns2's typings lack its RCODE table. */
const NXDOMAIN = 3;

interface ZoneEntry {
  txt: string[];
  cname: string | null;
}

/** A real DNS server on 127.0.0.1 (UDP, a free port) whose records a test sets as it goes. */
export interface TestDns {
  /** `127.0.0.1:{port}`, for DNS_SERVERS. */
  address: string;
  setTxt(name: string, ...values: string[]): void;
  setCname(name: string, target: string): void;
  remove(name: string): void;
  close(): Promise<void>;
}

export async function startTestDns(): Promise<TestDns> {
  const zone = new Map<string, ZoneEntry>();
  const entry = (name: string) => {
    const key = name.toLowerCase();
    const found = zone.get(key) ?? { txt: [], cname: null };
    zone.set(key, found);
    return found;
  };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0]!;
      const found = zone.get(question.name.toLowerCase());
      if (!found) {
        response.header.rcode = NXDOMAIN;
      } else if (question.type === Packet.TYPE.TXT) {
        // TTL 0: a resolver must ask again next time, as a test changes records between checks.
        for (const data of found.txt) {
          response.answers.push(
            Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 0, data }),
          );
        }
      } else if (question.type === Packet.TYPE.CNAME && found.cname) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.CNAME,
            ttl: 0,
            domain: found.cname,
          }),
        );
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    setTxt: (name, ...values) => {
      entry(name).txt = values;
    },
    setCname: (name, target) => {
      entry(name).cname = target;
    },
    remove: (name) => {
      zone.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}

/** Asks the server to check the website's custom domain now; answers the website. */
export async function checkDomainNow(
  app: FastifyInstance,
  token: string,
  websiteId: string,
): Promise<Website> {
  return dataOf<Website>(
    await call(app, token, 'POST', `/api/websites/${websiteId}/domain/verify`),
  );
}

/**
 * Proves a website's custom domain the way an owner would: its TXT record on the test DNS server
 * (the app's DNS_SERVERS), then "check now". Fails the test unless the domain ends up verified.
 */
export async function proveDomain(
  app: FastifyInstance,
  dns: TestDns,
  token: string,
  website: Website,
): Promise<Website> {
  const record = website.domainVerification;
  expect(record, 'the website should have a custom domain').not.toBeNull();
  dns.setTxt(record!.name, record!.value);
  const checked = await checkDomainNow(app, token, website.id);
  expect(checked.domainStatus, checked.domainError ?? '').toBe('VERIFIED');
  return checked;
}
