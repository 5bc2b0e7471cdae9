import pg from 'pg';

/** What the locks need of a connection (a `pg.Client`). */
export type LockConnection = {
  query: (text: string, values: unknown[]) => Promise<{ rows: Array<{ ok?: boolean }> }>;
  end: () => Promise<void>;
  on: (event: 'error' | 'end', listener: () => void) => unknown;
};

/**
 * Session-level advisory locks of one process, all held on one connection of their own, outside
 * the pool. A periodic job holding its lock on a pool connection while its work needed more of
 * them deadlocked the worker once there were as many periodic jobs as pool connections: all ten
 * held a connection for their lock and waited forever for an eleventh (start-up with both a voice
 * provider and a WhatsApp gateway configured). A lost connection loses its locks with it (the
 * server ends them), so the next run reconnects.
 */
export class SessionLocks {
  private connection: Promise<LockConnection> | null = null;
  /** Names held by this process: a session's advisory locks are re-entrant, these must not be. */
  private readonly held = new Set<string>();

  constructor(private readonly open: () => Promise<LockConnection>) {}

  /** Locks on a new client with the pool's own settings. */
  static forPool(pool: pg.Pool): SessionLocks {
    return new SessionLocks(async () => {
      const client = new pg.Client(pool.options);
      await client.connect();
      return client;
    });
  }

  private connect(): Promise<LockConnection> {
    if (this.connection) return this.connection;
    const opening = this.open().then((connection) => {
      const forget = () => {
        if (this.connection === opening) this.connection = null;
      };
      connection.on('error', forget);
      connection.on('end', forget);
      return connection;
    });
    // A failed attempt is not kept: the next run tries again.
    opening.catch(() => {
      if (this.connection === opening) this.connection = null;
    });
    this.connection = opening;
    return opening;
  }

  /**
   * Runs `work` while holding the advisory lock `name`; answers false without running it when
   * another process, or this one, holds it.
   */
  async withLock(name: string, work: () => Promise<void>): Promise<boolean> {
    if (this.held.has(name)) return false;
    this.held.add(name);
    try {
      const connection = await this.connect();
      const locked = await connection.query('select pg_try_advisory_lock(hashtext($1)) as ok', [
        name,
      ]);
      if (!locked.rows[0]?.ok) return false;
      try {
        await work();
      } finally {
        // A connection lost meanwhile took the lock with it.
        await connection
          .query('select pg_advisory_unlock(hashtext($1))', [name])
          .catch(() => undefined);
      }
      return true;
    } finally {
      this.held.delete(name);
    }
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) await (await connection.catch(() => null))?.end();
  }
}
