import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Whether an account belongs to the invented sample world (the demo data, `user.sample`), for
 * statements written as text: `userIdColumn` is the SQL naming the account's id. False for no
 * account (a seeker or employer who has left).
 */
export const sampleAccount = (userIdColumn: string) =>
  `coalesce((select u.sample from "user" u where u.id = ${userIdColumn}), false)`;

/** The same for the query builder: `userId` is a column (or SQL) holding the account's id. */
export const sampleOf = (userId: Column | SQL) =>
  sql<boolean>`coalesce((select u.sample from "user" u where u.id = ${userId}), false)`;
