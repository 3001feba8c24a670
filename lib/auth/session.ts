/**
 * Who is asking: the session from the cookie or from `Authorization: Bearer <token>`, and the
 * user's plan. API routes ask through withRoute (lib/http/route.ts); pages call getViewer.
 */
import "server-only";
import type { PublicViewer } from "@/lib/api/account";
import { type Plan, isProStatus, planFor } from "@/lib/billing/plans";
import { displayName } from "@/lib/account/identity";
import { getDb } from "@/lib/db/client";
import { findSubscription } from "@/lib/db/queries/subscriptions";
import type { SubscriptionStatus } from "@/lib/db/schema";
import { getAuth } from "./config";

export interface Viewer {
  id: string;
  email: string;
  name: string;
  displayName: string;
  image: string | null;
  createdAt: Date;
  plan: Plan;
  isPro: boolean;
  /** null: no subscription row (never subscribed). */
  subscriptionStatus: SubscriptionStatus | null;
}

/** The signed-in person and their plan, or null. */
export async function getViewer(headers: Headers): Promise<Viewer | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const subscription = await findSubscription(await getDb(), user.id);
  const status = subscription?.subscriptionStatus ?? null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: displayName({ email: user.email, name: user.name }),
    image: user.image ?? null,
    createdAt: user.createdAt,
    plan: planFor(status),
    isPro: isProStatus(status),
    subscriptionStatus: status,
  };
}

/** What the browser is told about the viewer (GET /api/me and GET /api/session). */
export function publicViewer({ id, email, name, displayName, image, plan, isPro, subscriptionStatus }: Viewer): PublicViewer {
  return { user: { id, email, name, displayName, image }, plan, isPro, subscription: { status: subscriptionStatus } };
}
