import pg from 'pg';
import type { PgliteClient } from './pgliteThread.ts';

/** The channel migration 0011's triggers notify, with the changed table's name as payload. */
export const CHANGE_CHANNEL = 'pms_changes';
/** How the listening connection names itself in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'pms-change-feed';
const RETRY_MS = 1000;

export interface ChangeListener {
  /** A change to `table` was committed, by this process or any other. */
  changed(table: string): void;
  /** Whether changes are heard; after `false`, some may have been missed until the next `true`. */
  listening(isListening: boolean): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/** The embedded database has one process: its notifications arrive in that process. */
export async function listenPglite(
  client: Pick<PgliteClient, 'listen' | 'closed'>,
  listener: ChangeListener,
): Promise<StopListening> {
  const unlisten = await client.listen(CHANGE_CHANNEL, (table) => listener.changed(table));
  listener.listening(true);
  return async () => {
    listener.listening(false);
    // A closed database has stopped telling anyone anything already.
    if (!client.closed) await unlisten();
  };
}

/**
 * Listens on a connection of its own (a pooled one would be handed to queries). A dropped
 * connection (a restart of PostgreSQL, a killed backend) is reported and opened again every
 * second until it listens again.
 */
export async function listenPostgres(
  connectionString: string,
  listener: ChangeListener,
): Promise<StopListening> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (client: pg.Client) => {
    if (current === client) {
      current = undefined;
      listener.listening(false);
    }
    client.end().catch(() => {});
    if (!stopped && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RETRY_MS).unref();
    }
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: CHANGE_FEED_APPLICATION });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) listener.changed(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listener.listening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    listener.listening(false);
    await client?.end().catch(() => {});
  };
}
