import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DUMP_FORMAT, quoteIdent, type Migration } from './dump.ts';

interface Queryable {
  execute(query: SQL): PromiseLike<unknown>;
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 << 20;

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The lines of a stream of chunks. */
export async function* lines(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of source) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const parts = text.split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

export class DumpError extends Error {}

/**
 * Loads a dump (dump.ts) into an empty database migrated to the dump's migration, in one
 * transaction: rows go in as their JSON, turned back into the table's own types by
 * json_populate_recordset, so no value passes through JavaScript numbers or dates. A foreign key
 * whose parent the dump's order does not put first (a table referring to itself, or a cycle) is
 * checked at the end of the load instead of on every row.
 */
export async function loadDump(
  db: Db,
  source: AsyncIterable<Buffer>,
  expected: Migration,
): Promise<{ tables: number; rows: number }> {
  return db.transaction(async (tx) => {
    let table: string | null = null;
    let columns: string[] = [];
    let batch: string[] = [];
    let batchBytes = 0;
    let loaded = 0;
    let tables = 0;
    let header = false;
    let end: [number, number] | null = null;
    const deferred: { table: string; name: string }[] = [];

    const flush = async () => {
      if (!table || batch.length === 0) return;
      const target = `public.${quoteIdent(table)}`;
      const list = columns.map(quoteIdent).join(', ');
      await tx.execute(
        sql`insert into ${sql.raw(target)} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${batch.join(',')}]`}::json)`,
      );
      loaded += batch.length;
      batch = [];
      batchBytes = 0;
    };

    for await (const line of lines(source)) {
      if (!line) continue;
      if (line.startsWith('{')) {
        if (!table) throw new DumpError('The dump has a row before its table');
        batch.push(line);
        batchBytes += line.length;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        continue;
      }
      const record = JSON.parse(line) as unknown[];
      if (!header) {
        const meta = record[2] as { migration: Migration; tables: string[] } | undefined;
        if (record[0] !== 'tessera-dump' || record[1] !== DUMP_FORMAT) {
          throw new DumpError('The database dump is not in a format this Tessera reads');
        }
        if (meta?.migration.when !== expected.when) {
          throw new DumpError('The database dump and the manifest name different migrations');
        }
        header = true;
        deferred.push(...(await deferForeignKeys(tx, meta.tables)));
        continue;
      }
      await flush();
      if (record[0] === 'table') {
        table = record[1] as string;
        columns = record[2] as string[];
        tables += 1;
      } else if (record[0] === 'sequence') {
        table = null;
        if (record[2] !== null) {
          await tx.execute(
            sql`select setval(${`public.${quoteIdent(record[1] as string)}`}::regclass, ${record[2] as string}::bigint, true)`,
          );
        }
      } else if (record[0] === 'end') {
        table = null;
        end = [record[1] as number, record[2] as number];
      }
    }
    await flush();
    if (!end || end[0] !== tables || end[1] !== loaded) {
      throw new DumpError('The database dump was cut short');
    }
    if (deferred.length > 0) {
      await tx.execute(sql`set constraints all immediate`);
      for (const key of deferred) {
        await tx.execute(
          sql.raw(
            `alter table public.${quoteIdent(key.table)} alter constraint ${quoteIdent(key.name)} not deferrable`,
          ),
        );
      }
    }
    return { tables, rows: loaded };
  });
}

/**
 * Makes the foreign keys that insertion in parents-first order could break (a table referring to
 * itself or a cycle of tables) deferred to the end of the transaction; answers which, so they can
 * be made immediate again.
 */
async function deferForeignKeys(
  tx: Queryable,
  order: string[],
): Promise<{ table: string; name: string }[]> {
  const position = new Map(order.map((name, index) => [name, index]));
  const keys = await rows<{ child: string; parent: string; name: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent, k.conname as name from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and not k.condeferrable`,
  );
  const risky = keys.filter(
    (key) => (position.get(key.child) ?? 0) <= (position.get(key.parent) ?? 0),
  );
  for (const key of risky) {
    await tx.execute(
      sql.raw(
        `alter table public.${quoteIdent(key.child)} alter constraint ${quoteIdent(key.name)} deferrable initially deferred`,
      ),
    );
  }
  return risky.map((key) => ({ table: key.child, name: key.name }));
}
