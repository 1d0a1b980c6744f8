import 'server-only';
import { createAdapterFactory, type CleanedWhere } from 'better-auth/adapters';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type Database } from './database';
import { shopperAccounts, shopperSessions, shopperUsers, shopperVerifications } from './schema';

// The authentication library's database adapter over the platform's store, scoped to one site:
// every record it writes carries the site, and every read, update and delete is limited to the
// site's records (spec §6 an account on one dealer's site is not an account on another's). A
// session token or a code of another site is simply not found. Works on PGlite and PostgreSQL.

/** The library's models and the tables that keep them (the field names are the columns' keys). */
const tables: Record<string, PgTable> = {
  user: shopperUsers,
  session: shopperSessions,
  account: shopperAccounts,
  verification: shopperVerifications,
};

type Row = Record<string, unknown>;

function tableOf(model: string): PgTable & Record<string, PgColumn> {
  const table = tables[model];
  if (!table) throw new Error(`Shopper accounts keep no "${model}" records.`);
  return table as PgTable & Record<string, PgColumn>;
}

function columnOf(table: Record<string, PgColumn>, model: string, field: string): PgColumn {
  const column = table[field];
  if (!column || field === 'siteSlug') {
    throw new Error(`Shopper accounts have no field "${field}" on "${model}".`);
  }
  return column;
}

const patternEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition of the library's where clause as SQL. */
function condition(table: Record<string, PgColumn>, model: string, where: CleanedWhere): SQL {
  const column = columnOf(table, model, where.field);
  const { value } = where;
  const insensitive = where.mode === 'insensitive';
  const text = (v: unknown) => (insensitive && typeof v === 'string' ? v.toLowerCase() : v);
  const subject: SQL = insensitive ? sql`lower(${column})` : sql`${column}`;
  switch (where.operator) {
    case 'in':
    case 'not_in': {
      if (!Array.isArray(value)) throw new Error(`"${where.field}" needs a list of values.`);
      const values = (value as unknown[]).map(text);
      if (values.length === 0) return where.operator === 'in' ? sql`false` : sql`true`;
      return where.operator === 'in' ? inArray(subject, values) : notInArray(subject, values);
    }
    case 'contains':
    case 'starts_with':
    case 'ends_with': {
      const escaped = patternEscaped(String(value));
      const pattern =
        where.operator === 'contains'
          ? `%${escaped}%`
          : where.operator === 'starts_with'
            ? `${escaped}%`
            : `%${escaped}`;
      return insensitive ? ilike(column, pattern) : like(column, pattern);
    }
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'ne':
      return value === null ? isNotNull(column) : ne(subject, text(value));
    default:
      return value === null ? isNull(column) : eq(subject, text(value));
  }
}

/**
 * The library's where clause (its AND conditions and its OR conditions), always within the
 * site: `site = ? AND (and…) AND (or…)`.
 */
export function siteScopedWhere(
  siteSlug: string,
  model: string,
  where: readonly CleanedWhere[] | undefined,
): SQL {
  const table = tableOf(model);
  const all = where ?? [];
  const ands = all.filter((w) => w.connector !== 'OR').map((w) => condition(table, model, w));
  const ors = all.filter((w) => w.connector === 'OR').map((w) => condition(table, model, w));
  const parts: (SQL | undefined)[] = [eq(table.siteSlug!, siteSlug), ...ands];
  if (ors.length > 0) parts.push(or(...ors));
  return and(...parts)!;
}

/** The record as the library knows it: without the site it belongs to. */
function withoutSite(row: Row | undefined): Row | null {
  if (!row) return null;
  const { siteSlug: _site, ...rest } = row;
  return rest;
}

function pick(row: Row, select: readonly string[] | undefined): Row {
  if (!select || select.length === 0) return row;
  return Object.fromEntries(select.filter((field) => field in row).map((f) => [f, row[f]]));
}

function rowCount(result: unknown): number {
  const counted = (result as { rowCount?: number | null; affectedRows?: number }) ?? {};
  return Number(counted.rowCount ?? counted.affectedRows ?? 0);
}

/** The adapter of one site's shopper accounts, for betterAuth({ database }). */
export function siteAuthAdapter(db: Database, siteSlug: string) {
  const scoped = (model: string, where: readonly CleanedWhere[] | undefined) =>
    siteScopedWhere(siteSlug, model, where);
  return createAdapterFactory({
    config: {
      adapterId: 'dealer-site-store',
      adapterName: 'Dealer site store',
      usePlural: false,
      supportsDates: true,
      supportsBooleans: true,
      supportsJSON: false,
      supportsArrays: false,
      transaction: false,
    },
    adapter: () => ({
      async create<T extends Row>({
        model,
        modelKey,
        data,
        select,
      }: {
        model: string;
        modelKey?: string;
        data: T;
        select?: string[];
      }): Promise<T> {
        const name = modelKey ?? model;
        const table = tableOf(name);
        for (const field of Object.keys(data)) columnOf(table, name, field);
        const [row] = await db
          .insert(table)
          .values({ ...data, siteSlug })
          .returning();
        return pick(withoutSite(row as Row)!, select) as T;
      },
      async findOne<T>({
        model,
        modelKey,
        where,
        select,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
        select?: string[];
      }): Promise<T | null> {
        const name = modelKey ?? model;
        const [row] = await db.select().from(tableOf(name)).where(scoped(name, where)).limit(1);
        const found = withoutSite(row as Row | undefined);
        return found ? (pick(found, select) as T) : null;
      },
      async findMany<T>({
        model,
        modelKey,
        where,
        limit,
        select,
        sortBy,
        offset,
      }: {
        model: string;
        modelKey?: string;
        where?: CleanedWhere[];
        limit: number;
        select?: string[];
        sortBy?: { field: string; direction: 'asc' | 'desc' };
        offset?: number;
      }): Promise<T[]> {
        const name = modelKey ?? model;
        const table = tableOf(name);
        const order = sortBy
          ? (sortBy.direction === 'desc' ? desc : asc)(columnOf(table, name, sortBy.field))
          : asc(table.id!);
        const rows = await db
          .select()
          .from(table)
          .where(scoped(name, where))
          .orderBy(order)
          .limit(limit)
          .offset(offset ?? 0);
        return rows.map((row) => pick(withoutSite(row as Row)!, select) as T);
      },
      async count({
        model,
        modelKey,
        where,
      }: {
        model: string;
        modelKey?: string;
        where?: CleanedWhere[];
      }): Promise<number> {
        const name = modelKey ?? model;
        const [row] = await db
          .select({ n: count() })
          .from(tableOf(name))
          .where(scoped(name, where));
        return Number(row?.n ?? 0);
      },
      async update<T>({
        model,
        modelKey,
        where,
        update,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
        update: T;
      }): Promise<T | null> {
        const name = modelKey ?? model;
        const table = tableOf(name);
        const values = update as Row;
        for (const field of Object.keys(values)) columnOf(table, name, field);
        // one record: the first the clause finds
        const [target] = await db
          .select({ id: table.id! })
          .from(table)
          .where(scoped(name, where))
          .limit(1);
        if (!target) return null;
        const [row] = await db
          .update(table)
          .set(values)
          .where(and(eq(table.id!, target.id), eq(table.siteSlug!, siteSlug)))
          .returning();
        return withoutSite(row as Row | undefined) as T | null;
      },
      async updateMany({
        model,
        modelKey,
        where,
        update,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
        update: Row;
      }): Promise<number> {
        const name = modelKey ?? model;
        const table = tableOf(name);
        for (const field of Object.keys(update)) columnOf(table, name, field);
        return rowCount(await db.update(table).set(update).where(scoped(name, where)));
      },
      async delete({
        model,
        modelKey,
        where,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
      }): Promise<void> {
        const name = modelKey ?? model;
        await db.delete(tableOf(name)).where(scoped(name, where));
      },
      async deleteMany({
        model,
        modelKey,
        where,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
      }): Promise<number> {
        const name = modelKey ?? model;
        return rowCount(await db.delete(tableOf(name)).where(scoped(name, where)));
      },
      // a code is spent once: of two simultaneous checks, one deletes the record and the other
      // finds nothing
      async consumeOne<T>({
        model,
        modelKey,
        where,
      }: {
        model: string;
        modelKey?: string;
        where: CleanedWhere[];
      }): Promise<T | null> {
        const name = modelKey ?? model;
        const table = tableOf(name);
        const [target] = await db
          .select({ id: table.id! })
          .from(table)
          .where(scoped(name, where))
          .limit(1);
        if (!target) return null;
        const [row] = await db
          .delete(table)
          .where(and(eq(table.id!, target.id), scoped(name, where)))
          .returning();
        return withoutSite(row as Row | undefined) as T | null;
      },
    }),
  });
}
