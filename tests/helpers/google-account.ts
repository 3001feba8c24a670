/** Gives a signed-in person a Google sign-in account row, as Better Auth writes one after Google's callback. */
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db/client";
import { account } from "@/lib/db/schema";

const HOUR = 3600 * 1000;

export async function addGoogleAccount(db: Database, userId: string, scope: string, values: Partial<typeof account.$inferInsert> = {}) {
  await db.insert(account).values({
    id: randomUUID(),
    userId,
    providerId: "google",
    accountId: `sub-${randomUUID()}`,
    accessToken: "ya29.current-access-token",
    accessTokenExpiresAt: new Date(Date.now() + HOUR),
    refreshToken: "1//refresh-token",
    scope,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  });
}
