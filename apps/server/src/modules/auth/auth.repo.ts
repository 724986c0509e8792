import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Inserts a user; with `adminIfNoneExists` the new user becomes admin when the instance has no admin yet.
 * An advisory lock serialises concurrent first registrations so only one becomes that first admin.
 * Returns undefined when the email is already taken.
 */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; isAdmin: boolean },
  options: { adminIfNoneExists: boolean },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7312001)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    if (existing) return undefined;
    let isAdmin = values.isAdmin;
    if (!isAdmin && options.adminIfNoneExists) {
      const [anyAdmin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.isAdmin, true))
        .limit(1);
      isAdmin = !anyAdmin;
    }
    const [row] = await tx
      .insert(users)
      .values({ ...values, isAdmin })
      .returning();
    return row;
  });
}

export async function setUserAdmin(db: Db, email: string, isAdmin: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning();
  return row;
}

/** Raises the user's token version, revoking every token signed before. */
export async function bumpTokenVersion(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
