import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import dns2 from 'dns2';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './support/accounts';

/*
 * Proving a custom domain asks the DNS, so this journey runs its own server whose DNS_SERVERS
 * point at a DNS server started here: the records are the test's to add, and nothing depends on
 * the machine's network.
 */

const { Packet } = dns2;
const txtRecords = new Map<string, string>();
let dnsServer: ReturnType<typeof dns2.createServer>;
let server: ChildProcess;
let dataDir: string;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers its health check, or fails if it exits first. */
async function serverReady(url: string, child: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`))),
  );
  const healthy = (async () => {
    for (;;) {
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([healthy, exited]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dnsServer = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0]!;
      const value = txtRecords.get(question.name.toLowerCase());
      if (value === undefined)
        response.header.rcode = 3; // NXDOMAIN
      else if (question.type === Packet.TYPE.TXT) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.TXT,
            ttl: 0,
            data: value,
          }),
        );
      }
      void send(response);
    },
  });
  const { udp } = await dnsServer.listen({ udp: { port: 0, address: '127.0.0.1' } });

  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-e2e-domain-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DNS_SERVERS: `127.0.0.1:${udp!.port}`,
    },
  });
  await serverReady(`${base}/api/health`, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dnsServer?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function signUp(page: Page): Promise<string> {
  const account = newAccount();
  await page.goto(`${base}/auth/register`);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string,
  );
}

test('an owner connects a custom domain: the record to add, a failed check, then verified', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const token = await signUp(page);
  const id = randomUUID().slice(0, 6);
  const subdomain = `corner-books-${id}`;
  const created = await page.request.post(`${base}/api/websites`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Corner Books ${id}`, subdomain },
  });
  expect(created.status()).toBe(201);
  const website = ((await created.json()) as { data: { id: string } }).data;
  const domain = `books-${id}.example.com`;

  await page.goto(`${base}/dashboard/websites/${website.id}/settings`);
  await page.getByLabel('Custom Domain').fill(domain);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  // Pending, with the TXT record to add and the CNAME alternative.
  const panel = page.getByRole('region', { name: `Verify ${domain}` });
  await expect(panel.getByText('Pending', { exact: true })).toBeVisible();
  const record = panel.getByRole('definition');
  await expect(record.nth(0)).toHaveText('TXT');
  await expect(record.nth(1)).toHaveText(`_tessera.${domain}`);
  await expect(record.nth(2)).toHaveText(/^tessera-verification=[0-9a-z-]{30,}$/);
  await expect(panel).toContainText(`${subdomain}.localhost`);
  await expect(panel).toContainText('Not checked yet');
  // Until it is verified, the site's address stays its subdomain.
  const view = page.getByRole('link', { name: 'View Website' });
  await expect(view).toHaveAttribute('href', `http://${subdomain}.${new URL(base).host}`);

  await panel.getByRole('button', { name: 'Copy value' }).click();
  const value = (await record.nth(2).textContent())!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // No record yet: the check says so, in the panel and in a toast.
  await panel.getByRole('button', { name: 'Check now' }).click();
  const reason = `No TXT record found at _tessera.${domain}`;
  await expect(panel.getByText('Failed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText(reason);
  await expect(panel.getByRole('alert')).toContainText('Last checked');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: reason })).toBeVisible();

  // The owner adds the record; the next check verifies the domain.
  txtRecords.set(`_tessera.${domain}`, value);
  await panel.getByRole('button', { name: 'Check now' }).click();
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(`${domain} is verified`)).toBeVisible();
  await expect(view).toHaveAttribute('href', `http://${domain}`);
});
