import type { Client, Notification } from 'pg';

/** What is kept true by the changes announced on one channel. */
export interface ChannelSubscriber {
  channel: string;
  /** A committed change announced on the channel, with its payload. */
  heard(payload: string): void;
  /** Until when (epoch milliseconds) what is remembered may be served; 0 stops it at once. */
  trustUntil(until: number): void;
}

/** How long a sign of life from the listening connection vouches for the caches. */
const TRUST_MS = 1000;
/** How often the listening connection is asked for a sign of life. */
const BEAT_MS = 250;
const FIRST_RETRY_MS = 50;
const LAST_RETRY_MS = 2000;

/**
 * The process's one listening connection on PostgreSQL. Triggers announce committed changes on
 * channels (websites on `tessera_site`, sessions and accounts on `tessera_session`); each
 * subscriber forgets what a change makes stale.
 *
 * PostgreSQL delivers a connection's notifications before the answer to its next query, so an
 * answered `select 1` proves every change committed before it was sent has been heard: each one
 * vouches for the caches for a second after it was sent. A lost connection (or one silent for
 * a second) stops the caches being trusted, so requests ask the database, until a new
 * connection listens again; the caches then start from nothing remembered.
 */
export class ChannelListener {
  private client: Client | null = null;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private beating = false;
  private readonly subscribers = new Map<string, ChannelSubscriber>();
  /** The listening connection's backend process id, while connected. */
  pid: number | null = null;
  /** Changes heard, and connections made (more than one after a loss). */
  readonly counts = { heard: 0, connections: 0 };

  constructor(
    private readonly url: string,
    subscribers: ChannelSubscriber[],
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    for (const subscriber of subscribers) this.subscribers.set(subscriber.channel, subscriber);
  }

  /** Listens; a first failure is retried in the background while requests ask the database. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.trustUntil(0);
    const client = this.client;
    this.client = null;
    this.pid = null;
    await client?.end().catch(() => {});
  }

  /**
   * Resolves once every change committed before the call has been heard (false when not
   * listening now): the database sends pending notifications ahead of any query's answer.
   */
  async caughtUp(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    await client.query('select 1');
    return this.client === client;
  }

  private trustUntil(until: number): void {
    for (const subscriber of this.subscribers.values()) subscriber.trustUntil(until);
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: this.url,
      // The name operators and dashboards already know it by, though it hears sessions too.
      application_name: 'tessera-sites',
      keepAlive: true,
    });
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection closed'));
    client.on('notification', (message: Notification) => {
      const subscriber = this.subscribers.get(message.channel);
      if (!subscriber || !message.payload) return;
      this.counts.heard++;
      subscriber.heard(message.payload);
    });
    let pid: number;
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      pid = rows[0]!.pid;
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
      this.warn(`change listener could not connect: ${(error as Error).message}`);
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.pid = pid;
    this.counts.connections++;
    this.retryMs = FIRST_RETRY_MS;
    // Everything committed before LISTEN is read afresh: the caches start from nothing.
    this.trustUntil(Date.now() + TRUST_MS);
    this.beatTimer = setInterval(() => this.beat(client), BEAT_MS);
    this.beatTimer.unref();
  }

  private beat(client: Client): void {
    if (this.beating || this.client !== client) return;
    this.beating = true;
    const sent = Date.now();
    client.query('select 1').then(
      () => {
        this.beating = false;
        if (this.client === client) this.trustUntil(sent + TRUST_MS);
      },
      () => {
        this.beating = false;
      },
    );
  }

  private lost(client: Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.pid = null;
    this.trustUntil(0);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    this.beating = false;
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.warn(`change listener lost its connection (${reason}); reconnecting`);
    this.retryLater();
  }

  private retryLater(): void {
    if (this.stopped || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }
}
