interface Entry<V> {
  value: V;
  /** What the value is about (a website, an account): a change to it drops the entry. */
  group: string;
  /** When (epoch milliseconds) the entry stops being served. */
  until: number;
}

/**
 * Answers read from the database, remembered by key under what they are about, and forgotten a
 * group at a time as changes to it are made or heard (`channel-listener.ts`). While changes
 * cannot be heard for sure (not yet listening, the connection lost) nothing is served, as if
 * nothing were remembered. Past `maxEntries` the oldest entry goes first.
 */
export class HeardMemory<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** The keys remembered for each group. */
  private readonly keysOf = new Map<string, Set<string>>();
  /**
   * Raised by every forgetting: an answer read from the database before a change was heard is
   * not stored after it, since it may predate the change.
   */
  private epoch = 0;
  /** Until when (epoch milliseconds) remembered answers may be served. */
  private trustedUntil: number;

  constructor(
    trusted: boolean,
    private readonly maxEntries: number,
  ) {
    this.trustedUntil = trusted ? Number.POSITIVE_INFINITY : 0;
  }

  /** The mark to give `set` with an answer: read it before asking the database. */
  get stamp(): number {
    return this.epoch;
  }

  get trusted(): boolean {
    return this.trustedUntil > Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const now = Date.now();
    if (this.trustedUntil <= now) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.drop(key, entry.group);
    return undefined;
  }

  /**
   * Remembers an answer read from the database after `stamp` was taken, until `until`, unless a
   * change was heard in between (or the memory is not trusted now).
   */
  set(key: string, value: V, group: string, stamp: number, until = Infinity): void {
    if (stamp !== this.epoch || !this.trusted) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].group);
    }
    this.entries.set(key, { value, group, until });
    let keys = this.keysOf.get(group);
    if (!keys) this.keysOf.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** Called after a change to what the group's answers say. */
  forget(group: string): void {
    this.epoch++;
    const keys = this.keysOf.get(group);
    if (!keys) return;
    this.keysOf.delete(group);
    for (const key of keys) this.entries.delete(key);
  }

  forgetAll(): void {
    this.epoch++;
    this.entries.clear();
    this.keysOf.clear();
  }

  /**
   * From now until `until`, remembered answers may be served; 0 stops it at once. Trust given
   * anew starts from nothing remembered, since changes may have gone unheard before.
   */
  trustUntil(until: number): void {
    if (!this.trusted && until > Date.now()) this.forgetAll();
    this.trustedUntil = until;
  }

  private drop(key: string, group: string): void {
    this.entries.delete(key);
    const keys = this.keysOf.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(group);
  }
}
