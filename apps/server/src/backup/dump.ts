import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/migrations.ts';

/**
 * The database as text, the same on PostgreSQL and the embedded database, so that a backup of
 * either restores into either. One line each, read in one REPEATABLE READ READ ONLY transaction
 * (one snapshot, while the server keeps writing):
 *   ["tessera-dump", 1, {migration, database, tables}]   first line
 *   ["table", name, [columns]]                      then that table's rows, one JSON object each
 *   ["sequence", name, value|null]                  null: never used
 *   ["end", tables, rows]                           last line: a dump without it was cut short
 * Tables come parents first (foreign keys), so a restore can insert them in this order.
 */
export const DUMP_FORMAT = 1;
const BATCH = 2000;

export interface Migration {
  tag: string;
  when: number;
}

interface Queryable {
  execute(query: SQL): PromiseLike<unknown>;
}

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function journal(folder = migrationsFolder): Migration[] {
  const parsed = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return parsed.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The newest migration the database has applied, named as in the migration folder. */
export async function appliedMigration(db: Queryable): Promise<Migration> {
  const [row] = await rows<{ last: string | number | null }>(
    db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.last);
  const known = journal().find((entry) => entry.when === when);
  return known ?? { tag: 'unknown', when };
}

/** The application's tables (partitions through their parent), parents before children. */
export async function tablesInOrder(db: Queryable): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not c.relispartition
      order by c.relname`,
  );
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const link of links) {
    if (link.child !== link.parent) parents.get(link.child)?.add(link.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return; // a cycle is settled by deferred checks
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  tables.forEach((table) => place(table.name));
  return ordered;
}

export interface DumpSummary {
  migration: Migration;
  tables: number;
  rows: number;
}

/** Writes the dump line by line through `write` (which should wait when its reader is behind). */
export async function writeDump(
  db: Db,
  kind: 'pglite' | 'postgres',
  write: (text: string) => Promise<void>,
): Promise<DumpSummary> {
  return db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      const tables = await tablesInOrder(tx);
      const header = { migration, database: kind, tables };
      await write(`${JSON.stringify(['tessera-dump', DUMP_FORMAT, header])}\n`);
      let total = 0;
      for (const table of tables) {
        const columns = await rows<{ name: string }>(
          tx,
          sql`select attname as name from pg_attribute
            where attrelid = ${`public.${quoteIdent(table)}`}::regclass and attnum > 0
              and not attisdropped and attgenerated = ''
            order by attnum`,
        );
        await write(`${JSON.stringify(['table', table, columns.map((c) => c.name)])}\n`);
        // Pages in physical order: within one snapshot a row's place does not change.
        let after = '(0,0)';
        for (;;) {
          const page = await rows<{ at: string; row: string }>(
            tx,
            sql`select t.ctid::text as at, row_to_json(t)::text as row
              from ${sql.raw(`public.${quoteIdent(table)}`)} t
              where t.ctid > ${after}::tid order by t.ctid limit ${BATCH}`,
          );
          if (page.length === 0) break;
          await write(page.map((r) => `${r.row}\n`).join(''));
          total += page.length;
          after = page[page.length - 1]!.at;
          if (page.length < BATCH) break;
        }
      }
      const sequences = await rows<{ name: string; value: string | null }>(
        tx,
        sql`select sequencename as name, last_value::text as value from pg_sequences
          where schemaname = 'public' order by sequencename`,
      );
      for (const sequence of sequences) {
        await write(`${JSON.stringify(['sequence', sequence.name, sequence.value])}\n`);
      }
      await write(`${JSON.stringify(['end', tables.length, total])}\n`);
      return { migration, tables: tables.length, rows: total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
