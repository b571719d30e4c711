import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Whether an account belongs to the invented sample world (the demo data, `user.sample`):
 * `userId` is a column (or SQL) holding the account's id. False for no account (a seeker or
 * employer who has left).
 */
export const sampleOf = (userId: Column | SQL) =>
  sql<boolean>`coalesce((select u.sample from "user" u where u.id = ${userId}), false)`;
