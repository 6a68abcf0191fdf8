import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One data folder per run, shared by the server and the specs (they read its mail outbox).
// Workers inherit the environment, so the folder is chosen once, in the main process.
process.env.TESSERA_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `tessera-e2e-${process.pid}-${Date.now()}`,
);
// Free ports, chosen once in the main process (workers inherit them); E2E_PORT picks one by hand.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  path.join(import.meta.dirname, 'scripts/free-ports.mjs'),
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
// The Stripe-compatible test server both instances call, on a free port of its own.
process.env.E2E_STRIPE_PORT ??= execFileSync(process.execPath, [
  path.join(import.meta.dirname, 'scripts/free-ports.mjs'),
])
  .toString()
  .trim();
const stripePort = Number(process.env.E2E_STRIPE_PORT);

export const e2eDataDir = process.env.TESSERA_E2E_DATA_DIR;
export const baseURL = `http://localhost:${port}`;
/** A second instance whose new accounts start on Pro, for journeys that need several websites. */
export const proBaseURL = `http://localhost:${port + 2}`;
/** The Stripe test server: its API, its payment page, and its control routes (`/__peer/...`). */
export const stripePeerURL = `http://127.0.0.1:${stripePort}`;

const serverEnv = (serverPort: number, dataDir: string, extra: Record<string, string> = {}) => ({
  PORT: String(serverPort),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${serverPort}`,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // Every journey signs up from this one machine.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '0',
  // A test fills a form faster than the two seconds a person needs; it must not count as spam.
  FORM_MIN_FILL_MS: '0',
  STRIPE_API_URL: stripePeerURL,
  ...extra,
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  // Each journey with its time, CI included: the slowest are where the suite's minutes go.
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/stripe-peer-server.ts',
      url: `${stripePeerURL}/__peer/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { STRIPE_PEER_PORT: String(stripePort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, e2eDataDir),
    },
    {
      command: 'node scripts/start.mjs',
      url: `${proBaseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port + 2, `${e2eDataDir}-pro`, { DEFAULT_PLAN: 'pro' }),
    },
  ],
});
