import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upload } from '../../db/schema';

export function uploadsRepo(db: Db) {
  return {
    async insert(row: typeof upload.$inferInsert) {
      await db.insert(upload).values(row).onConflictDoNothing();
    },
    async findOwned(key: string, ownerUserId: string) {
      const [row] = await db
        .select()
        .from(upload)
        .where(and(eq(upload.key, key), eq(upload.ownerUserId, ownerUserId)))
        .limit(1);
      return row ?? null;
    },
    async exists(key: string) {
      const [row] = await db.select({ key: upload.key }).from(upload).where(eq(upload.key, key)).limit(1);
      return Boolean(row);
    },
    async keysOf(ownerUserId: string) {
      const rows = await db
        .select({ key: upload.key })
        .from(upload)
        .where(eq(upload.ownerUserId, ownerUserId));
      return rows.map((r) => r.key);
    },
    async deleteOf(ownerUserId: string) {
      await db.delete(upload).where(eq(upload.ownerUserId, ownerUserId));
    },
  };
}
