import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * "table"."column" for correlated subqueries: drizzle writes a bare "column" in single-table queries,
 * which inside a subquery would name the subquery's own column.
 */
export const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
