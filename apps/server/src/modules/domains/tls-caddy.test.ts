import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import { listenOnFreePort } from '../../test/real-http.ts';
import { freePort } from '../../test/server-process.ts';
import { el, homePage, publish, saveOk, sectionWith } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsite, registerOwner, uniqueSubdomain } from '../../test/website-helpers.ts';

/**
 * Debian's Caddy (`apt-get install -y caddy`, as .ci/run does) in front of a real Tessera on
 * loopback, issuing certificates on demand from its own internal authority exactly as
 * deploy/Caddyfile does from Let's Encrypt: it asks Tessera's tls-allowed before each one.
 */
const CADDY = '/usr/bin/caddy';
const HOSTING_DOMAIN = 'sites.test';

let t: TestApp;
let dns: TestDns;
let caddy: ChildProcess | null = null;
let caddyLog = '';
let workDir: string;
let httpsPort: number;
let rootCertificate: string;
let proven: { domain: string; website: Website };
let unproven: { domain: string; website: Website };

async function publishedSite(token: string, domain: string): Promise<Website> {
  const website = await createWebsite(t.app, token, { name: 'Harbour Books', domain });
  const home = await homePage(t.app, token, website.id);
  await saveOk(
    t.app,
    token,
    home.id,
    sectionWith([el('HEADING', { text: `Welcome to ${domain}` })]),
  );
  await publish(t.app, token, website.id);
  return website;
}

/** The Caddyfile of the test: deploy/Caddyfile's on-demand TLS, on loopback, with a local CA. */
function caddyfile(appPort: number, httpPort: number): string {
  return `{
	admin off
	storage file_system ${path.join(workDir, 'storage')}
	local_certs
	skip_install_trust
	default_bind 127.0.0.1
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${httpsPort}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/internal/tls-allowed
	}
	log {
		level ERROR
	}
}

https:// {
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`;
}

/** Resolves once something accepts connections on the port; fails if Caddy exits first. */
async function untilListening(port: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`caddy exited before listening:\n${caddyLog}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Caddy's root certificate, once it has written it whole (it does so as it starts). */
async function rootCertificateOf(storage: string): Promise<string> {
  const file = path.join(storage, 'pki/authorities/local/root.crt');
  for (;;) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (text.includes('-----END CERTIFICATE-----')) return text;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A TLS handshake with Caddy for this name: the certificate it got, or the error it failed with. */
function handshake(servername: string) {
  return new Promise<
    { ok: true; cert: tls.PeerCertificate } | { ok: false; error: NodeJS.ErrnoException }
  >((resolve) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: httpsPort, servername, ca: rootCertificate },
      () => {
        const cert = socket.getPeerCertificate();
        socket.destroy();
        resolve({ ok: true, cert });
      },
    );
    socket.once('error', (error) => resolve({ ok: false, error }));
  });
}

/** GET over HTTPS through Caddy, trusting only its root. */
function httpsGet(host: string, urlPath = '/') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path: urlPath,
        servername: host,
        headers: { host },
        ca: rootCertificate,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

beforeAll(async () => {
  expect(existsSync(CADDY), `${CADDY} is missing: apt-get install -y caddy`).toBe(true);
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-caddy-'));
  dns = await startTestDns();
  // Behind Caddy as in production: the visitor's scheme and address come from its headers.
  t = await createTestApp({
    DNS_SERVERS: dns.address,
    HOSTING_DOMAIN,
    TRUST_PROXY: '1',
  });
  const appPort = await listenOnFreePort(t.app);
  const token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  const provenDomain = `${uniqueSubdomain('books')}.example.com`;
  proven = {
    domain: provenDomain,
    website: await proveDomain(t.app, dns, token, await publishedSite(token, provenDomain)),
  };
  const unprovenDomain = `${uniqueSubdomain('books')}.example.com`;
  unproven = { domain: unprovenDomain, website: await publishedSite(token, unprovenDomain) };

  httpsPort = await freePort();
  const config = path.join(workDir, 'Caddyfile');
  await fs.writeFile(config, caddyfile(appPort, await freePort()));
  const child = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    // Caddy keeps its own files under these; none of them in the home folder of the machine.
    env: { ...process.env, HOME: workDir, XDG_CONFIG_HOME: workDir, XDG_DATA_HOME: workDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy = child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
  await untilListening(httpsPort, exited);
  rootCertificate = await rootCertificateOf(path.join(workDir, 'storage'));
});

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  await dns?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

describe('Caddy on-demand TLS asking Tessera', () => {
  it('gets a certificate for a proven custom domain and serves its live site over HTTPS', async () => {
    const result = await handshake(proven.domain);
    expect(result.ok, result.ok ? '' : `${result.error.message}\n${caddyLog}`).toBe(true);
    if (!result.ok) return;
    expect(result.cert.subjectaltname).toBe(`DNS:${proven.domain}`);

    const page = await httpsGet(proven.domain);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Welcome to ${proven.domain}`);
    // Tessera knows the visitor came over HTTPS: the page's own links say so.
    expect(page.body).toContain(`https://${proven.domain}/`);
  });

  it('gets one for the subdomain of a website too', async () => {
    const host = `${unproven.website.subdomain}.${HOSTING_DOMAIN}`;
    const result = await handshake(host);
    expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
    if (result.ok) expect(result.cert.subjectaltname).toBe(`DNS:${host}`);
    const page = await httpsGet(host);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Welcome to ${unproven.domain}`);
  });

  it('gets no certificate for an unproven domain or a name nobody has', async () => {
    for (const name of [unproven.domain, `${uniqueSubdomain()}.${HOSTING_DOMAIN}`, 'example.org']) {
      const result = await handshake(name);
      expect(result.ok, name).toBe(false);
      if (!result.ok)
        expect(result.error.code, name).toMatch(/^ERR_SSL_TLSV1_ALERT_INTERNAL_ERROR$/);
    }
    // Nothing was issued for them.
    const issued = await fs
      .readdir(path.join(workDir, 'storage/certificates/local'))
      .catch(() => []);
    expect(issued).not.toContain(unproven.domain);
    expect(issued).not.toContain('example.org');
  });
});
