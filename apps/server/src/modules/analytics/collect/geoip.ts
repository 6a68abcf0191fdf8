import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { Reader, type CountryResponse } from 'mmdb-lib';

/** Names the country an address is in; 'Unknown' when it cannot tell. */
export interface CountryLookup {
  countryOf(address: string): string;
}

const UNKNOWN = 'Unknown';

/** Used when no GeoIP database is configured. */
export const NO_COUNTRIES: CountryLookup = { countryOf: () => UNKNOWN };

// Dual-stack sockets report IPv4 clients as IPv4-mapped IPv6 addresses.
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

class MmdbCountryLookup implements CountryLookup {
  constructor(private readonly reader: Reader<CountryResponse>) {}

  countryOf(address: string): string {
    const plain = plainAddress(address.trim());
    const version = isIP(plain);
    // An IPv4-only database would answer for an IPv6 address by its first 32 bits: wrong.
    if (version === 0 || (version === 6 && this.reader.metadata.ipVersion === 4)) return UNKNOWN;
    try {
      const country = this.reader.get(plain)?.country;
      return country?.names?.en || country?.iso_code || UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  }
}

/**
 * The country lookup for a GeoIP database file in MaxMind's MMDB format (GeoLite2 Country or City,
 * or any database whose records carry `country`); NO_COUNTRIES when no path is given.
 * Throws when the file cannot be read or is not such a database, so a wrong setting is noticed at start.
 */
export async function openCountryLookup(path: string | undefined): Promise<CountryLookup> {
  if (path === undefined) return NO_COUNTRIES;
  let database: Buffer;
  try {
    database = await readFile(path);
  } catch (error) {
    throw new Error(`Cannot read the GeoIP database ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    return new MmdbCountryLookup(new Reader<CountryResponse>(database));
  } catch (error) {
    throw new Error(`${path} is not a MaxMind DB (MMDB) file: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
