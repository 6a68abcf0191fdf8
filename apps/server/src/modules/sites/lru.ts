/**
 * A least-recently-used map bounded both by entry count and by total size (bytes as the caller
 * measures them). Reading an entry makes it the most recent; adding beyond either bound evicts
 * the oldest first.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;
  /** The key read or written last: the end of the map's order. */
  private newest: string | undefined;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // A busy site asks for the same entry again and again: it is already the most recent.
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.newest = key;
    }
    return hit.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    // Something larger than the whole budget would only push everything else out.
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.newest = key;
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
    this.bytes -= hit.size;
  }

  /** Removes every entry whose key starts with the prefix. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
