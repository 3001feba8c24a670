/**
 * Deleting an account, for good. First the plan ends at the payment provider, so that nobody pays for an account that
 * is gone; when the provider cannot be reached nothing is deleted (BillingUnavailableError). Then the user row, and
 * with it (foreign keys ON DELETE CASCADE) the sessions, sign-in accounts, subscription row, wallpaper rows and task sources with their sealed tokens; then
 * the stored images.
 */
import { eq } from "drizzle-orm";
import type { BillingProvider } from "@/lib/billing/provider";
import { closeBillingFor } from "@/lib/billing/service";
import type { Database } from "@/lib/db/client";
import { user, wallpapers } from "@/lib/db/schema";
import { type ImageStore, userPrefix } from "@/lib/storage/image-store";

export interface DeletedAccount {
  /** Customers closed at the payment provider. */
  customers: number;
  wallpapers: number;
  images: number;
}

export async function deleteAccount(db: Database, store: ImageStore, billing: BillingProvider | null, userId: string): Promise<DeletedAccount> {
  const customers = await closeBillingFor(db, billing, userId);
  const removed = await db.transaction(async (tx) => {
    // Deleted by the cascade too; removed here first only to count them for the log.
    const gone = await tx.delete(wallpapers).where(eq(wallpapers.userId, userId)).returning({ id: wallpapers.id });
    const [owner] = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return owner ? gone.length : null;
  });
  if (removed === null) return { customers, wallpapers: 0, images: 0 };
  // After the rows are gone, so that a failure here never leaves a wallpaper pointing at nothing.
  const images = await store.deletePrefix(userPrefix(userId));
  return { customers, wallpapers: removed, images };
}
