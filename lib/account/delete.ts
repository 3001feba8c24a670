/**
 * Deleting an account, for good: the user's wallpapers (rows and stored images), subscription row,
 * sessions and sign-in accounts, then the user.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { account, session, user, userSubscriptions, wallpapers } from "@/lib/db/schema";
import { type ImageStore, userPrefix } from "@/lib/storage";

export interface DeletedAccount {
  wallpapers: number;
  images: number;
}

export async function deleteAccount(db: Database, store: ImageStore, userId: string): Promise<DeletedAccount> {
  const removed = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!owner) return null;
    const gone = await tx.delete(wallpapers).where(eq(wallpapers.userId, userId)).returning({ id: wallpapers.id });
    await tx.delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return gone.length;
  });
  if (removed === null) return { wallpapers: 0, images: 0 };
  // After the rows are gone, so that a failure here never leaves a wallpaper pointing at nothing.
  const images = await store.deletePrefix(userPrefix(userId));
  return { wallpapers: removed, images };
}
