import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { planFor } from "@/lib/billing/plans";
import { user } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/helpers/database";
import { findSubscription, saveSubscription } from "./subscriptions";

const database = openTestDatabase();

async function newUser() {
  const id = randomUUID();
  await database.current.db.insert(user).values({ id, name: "", email: `${id}@example.test` });
  return id;
}

describe("user_subscriptions", () => {
  it("has no row for a user who never subscribed, which is the free plan", async () => {
    const id = await newUser();
    const row = await findSubscription(database.current.db, id);
    expect(row).toBeNull();
    expect(planFor(row?.subscriptionStatus)).toBe("free");
  });

  it("creates the row, then updates the same row", async () => {
    const id = await newUser();
    await saveSubscription(database.current.db, id, { subscriptionStatus: "trialing", provider: "demo", customerId: "cus_1" });
    expect(await findSubscription(database.current.db, id)).toMatchObject({ subscriptionStatus: "trialing", customerId: "cus_1" });

    await saveSubscription(database.current.db, id, { subscriptionStatus: "canceled" });
    const row = await findSubscription(database.current.db, id);
    expect(row).toMatchObject({ subscriptionStatus: "canceled", customerId: "cus_1", provider: "demo" });
    expect(planFor(row?.subscriptionStatus)).toBe("free");
  });

  it("keeps each user's row to that user", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await saveSubscription(database.current.db, a, { subscriptionStatus: "active" });
    expect(planFor((await findSubscription(database.current.db, a))?.subscriptionStatus)).toBe("pro");
    expect(await findSubscription(database.current.db, b)).toBeNull();
  });

  it("refuses a row for a user who does not exist", async () => {
    await expect(saveSubscription(database.current.db, "nobody", { subscriptionStatus: "active" })).rejects.toThrow();
  });
});
