import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBox, SecretBoxError } from './secret-box.ts';
import { loadServerSecret, SECRET_FILE } from './server-secret.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-secrets-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and never seals a value the same way twice', () => {
    const sealed = box.seal('sk_test_51Hx');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('sk_test');
    expect(box.seal('sk_test_51Hx')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('sk_test_51Hx');
  });

  it('refuses an altered value, a value sealed under another key and junk', () => {
    const sealed = box.seal('whsec_abc');
    const payload = Buffer.from(sealed.slice(3), 'base64url');
    payload[payload.length - 1]! ^= 1;
    expect(() => box.open(`v1.${payload.toString('base64url')}`)).toThrow(SecretBoxError);
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow(SecretBoxError);
    for (const junk of ['', 'v1.', 'v2.abc', 'v1.YWJj', 'plain']) {
      expect(() => box.open(junk)).toThrow(SecretBoxError);
    }
  });
});

describe('loadServerSecret', () => {
  it('makes the key once into the data folder, readable by its owner only, and reads it after', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await loadServerSecret({ dataDir });
    const file = path.join(dataDir, SECRET_FILE);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const again = await Promise.all([loadServerSecret({ dataDir }), loadServerSecret({ dataDir })]);
    expect(again).toEqual([first, first]);
    // A value sealed before a restart opens after it.
    const sealed = new SecretBox(first).seal('sk_live_x');
    expect(new SecretBox(again[0]!).open(sealed)).toBe('sk_live_x');
  });

  it('takes SECRET_KEY over the file, the same key in every process given it', async () => {
    const other = path.join(dir, 'other');
    const fromEnv = await loadServerSecret({
      secretKey: 'a long shared deployment secret',
      dataDir: other,
    });
    expect(fromEnv).toHaveLength(32);
    expect(
      await loadServerSecret({ secretKey: 'a long shared deployment secret', dataDir: dir }),
    ).toEqual(fromEnv);
    await expect(fs.stat(path.join(other, SECRET_FILE))).rejects.toThrow();
    expect(await loadServerSecret({ secretKey: 'another secret', dataDir: other })).not.toEqual(
      fromEnv,
    );
  });
});
