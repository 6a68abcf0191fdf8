import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCountryMmdb } from '../../../test/mmdb-file.ts';
import { NO_COUNTRIES, openCountryLookup, type CountryLookup } from './geoip.ts';

let folder: string;
let lookup: CountryLookup;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tessera-geoip-'));
  const database = path.join(folder, 'countries.mmdb');
  await writeCountryMmdb(database, [
    { network: '85.0.0.0/8', isoCode: 'DE', name: 'Germany' },
    { network: '81.2.0.0/16', isoCode: 'GB', name: 'United Kingdom' },
    { network: '203.0.113.0/24', isoCode: 'JP' },
  ]);
  lookup = await openCountryLookup(database);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('openCountryLookup', () => {
  it('names the country of an address in the database', () => {
    expect(lookup.countryOf('85.214.132.117')).toBe('Germany');
    expect(lookup.countryOf('81.2.69.160')).toBe('United Kingdom');
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(lookup.countryOf('::ffff:85.1.2.3')).toBe('Germany');
  });

  it('falls back to the ISO code when the country has no English name', () => {
    expect(lookup.countryOf('203.0.113.9')).toBe('JP');
  });

  it('answers Unknown for addresses not in the database, private, IPv6 or malformed', () => {
    for (const address of [
      '8.8.8.8',
      '81.3.0.1',
      '127.0.0.1',
      '192.168.1.20',
      '::1',
      '2001:db8::1',
      'nonsense',
      '',
    ]) {
      expect(lookup.countryOf(address), address).toBe('Unknown');
    }
  });

  it('is NO_COUNTRIES when no database is configured', async () => {
    expect(await openCountryLookup(undefined)).toBe(NO_COUNTRIES);
    expect(NO_COUNTRIES.countryOf('85.214.132.117')).toBe('Unknown');
  });

  it('refuses a missing file, naming it', async () => {
    const missing = path.join(folder, 'missing.mmdb');
    await expect(openCountryLookup(missing)).rejects.toThrow(missing);
  });

  it('refuses a file that is not a MaxMind database, naming it', async () => {
    const notDatabase = path.join(folder, 'not-a-database.mmdb');
    await writeFile(notDatabase, 'hello, this is plain text');
    await expect(openCountryLookup(notDatabase)).rejects.toThrow(notDatabase);
  });
});
