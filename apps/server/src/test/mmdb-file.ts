import { writeFile } from 'node:fs/promises';

/**
 * A minimal writer of MaxMind DB files (https://maxmind.github.io/MaxMind-DB/) for tests: an IPv4 tree
 * with 24-bit records, mapping non-overlapping networks to records, enough to test GeoIP lookups
 * without shipping a real database.
 */

export type MmdbValue =
  string | number | bigint | boolean | MmdbValue[] | { [key: string]: MmdbValue };

const TYPE = {
  string: 2,
  uint16: 5,
  uint32: 6,
  map: 7,
  uint64: 9,
  array: 11,
  boolean: 14,
} as const;

function controlBytes(type: number, size: number): Buffer {
  const head: number[] = [];
  const extended: number[] = [];
  let sizeBits: number;
  if (size < 29) sizeBits = size;
  else if (size < 285) {
    sizeBits = 29;
    extended.push(size - 29);
  } else if (size < 65_821) {
    sizeBits = 30;
    const rest = size - 285;
    extended.push(rest >> 8, rest & 0xff);
  } else {
    sizeBits = 31;
    const rest = size - 65_821;
    extended.push((rest >> 16) & 0xff, (rest >> 8) & 0xff, rest & 0xff);
  }
  if (type <= 7) head.push((type << 5) | sizeBits);
  else head.push(sizeBits, type - 7);
  return Buffer.from([...head, ...extended]);
}

function unsignedBytes(value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.from(bytes);
}

function encode(value: MmdbValue): Buffer {
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([controlBytes(TYPE.string, text.length), text]);
  }
  if (typeof value === 'boolean') return controlBytes(TYPE.boolean, value ? 1 : 0);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const big = BigInt(value);
    const type = big < 0x1_0000n ? TYPE.uint16 : big < 0x1_0000_0000n ? TYPE.uint32 : TYPE.uint64;
    const payload = unsignedBytes(big);
    return Buffer.concat([controlBytes(type, payload.length), payload]);
  }
  if (Array.isArray(value)) {
    return Buffer.concat([controlBytes(TYPE.array, value.length), ...value.map(encode)]);
  }
  const entries = Object.entries(value);
  return Buffer.concat([
    controlBytes(TYPE.map, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

interface TreeNode {
  children: [Child, Child];
}
type Child = TreeNode | { dataOffset: number } | null;

function ipv4Bits(address: string): number {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !(part >= 0 && part <= 255))) {
    throw new Error(`Not an IPv4 address: ${address}`);
  }
  return parts.reduce((bits, part) => bits * 256 + part, 0);
}

/** The bytes of an IPv4 MMDB mapping each network ('85.0.0.0/8') to its record. */
export function mmdbBuffer(networks: { network: string; record: MmdbValue }[]): Buffer {
  const root: TreeNode = { children: [null, null] };
  const records: Buffer[] = [];
  let dataLength = 0;

  for (const { network, record } of networks) {
    const [address = '', prefix = ''] = network.split('/');
    const prefixLength = Number(prefix);
    if (!(prefixLength >= 1 && prefixLength <= 32)) throw new Error(`Bad network: ${network}`);
    const bits = ipv4Bits(address);
    const encoded = encode(record);
    const leaf = { dataOffset: dataLength };
    records.push(encoded);
    dataLength += encoded.length;

    let node = root;
    for (let depth = 0; depth < prefixLength; depth++) {
      const bit = Math.floor(bits / 2 ** (31 - depth)) % 2;
      if (depth === prefixLength - 1) {
        node.children[bit] = leaf;
        break;
      }
      const next = node.children[bit];
      if (next && 'dataOffset' in next) throw new Error(`Overlapping network: ${network}`);
      const child: TreeNode = next ?? { children: [null, null] };
      node.children[bit] = child;
      node = child;
    }
  }

  // Number the nodes (the root is 0), then write each as two 24-bit records.
  const nodes: TreeNode[] = [];
  const numbers = new Map<TreeNode, number>();
  const queue: TreeNode[] = [root];
  while (queue.length > 0) {
    const node = queue.shift()!;
    numbers.set(node, nodes.length);
    nodes.push(node);
    for (const child of node.children) if (child && 'children' in child) queue.push(child);
  }
  const nodeCount = nodes.length;
  const recordValue = (child: Child): number => {
    if (child === null) return nodeCount;
    if ('dataOffset' in child) return nodeCount + 16 + child.dataOffset;
    return numbers.get(child)!;
  };
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((node, index) => {
    tree.writeUIntBE(recordValue(node.children[0]), index * 6, 3);
    tree.writeUIntBE(recordValue(node.children[1]), index * 6 + 3, 3);
  });

  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'Tessera-Test-Country',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: BigInt(Math.floor(Date.now() / 1000)),
    description: { en: 'Test country database' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...records,
    Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1'),
    metadata,
  ]);
}

/** Writes an MMDB file mapping networks to countries, in the shape of GeoLite2 Country. */
export async function writeCountryMmdb(
  path: string,
  countries: { network: string; isoCode: string; name?: string }[],
): Promise<void> {
  const networks = countries.map(({ network, isoCode, name }) => {
    const country: { [key: string]: MmdbValue } = { iso_code: isoCode };
    if (name) country.names = { en: name };
    return { network, record: { country } };
  });
  await writeFile(path, mmdbBuffer(networks));
}
