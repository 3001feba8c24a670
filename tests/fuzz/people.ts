/**
 * The people the fuzz suite sends requests as: a free account, a Pro account that owns a wallpaper
 * and a started checkout, and a second Pro account whose ids the others try to reach. The fuzzer
 * may sign them out or delete them; `ready()` brings back whoever is gone, and puts every plan back
 * as it was, before each route's run.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as startCheckout } from "@/app/api/create-checkout-session/route";
import { GET as me } from "@/app/api/me/route";
import { POST as save } from "@/app/api/wallpaper/save/route";
import { DEMO_PRICES } from "@/lib/billing/demo";
import type { Database } from "@/lib/db/client";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { userSubscriptions, wallpapers } from "@/lib/db/schema";
import { issueLiveToken } from "@/lib/live/store";
import { issuePushAddress } from "@/lib/sources/push-address";
import { SITE, type SignedIn, signIn } from "@/tests/helpers/auth";
import { jsonPost } from "@/tests/helpers/requests";

export interface Person extends SignedIn {
  id: string;
  plan: "free" | "pro";
  /** A wallpaper of theirs (Pro only) and its storage path. */
  wallpaperId: string | null;
  storagePath: string | null;
  /** A demo checkout they started and have not paid. */
  checkoutId: string;
  /** The secret of their live wallpaper address (Pro only), made anew on every restore. */
  liveToken: string | null;
  /** Their push address's secret and its source's id (Pro only), made anew on every restore. */
  pushToken: string | null;
  sourceId: string | null;
}

const bearer = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

async function userIdOf(who: SignedIn): Promise<string | null> {
  const answer = await me(new Request(`${SITE}/api/me`, { headers: bearer(who) }));
  return answer.status === 200 ? ((await answer.json()) as { user: { id: string } }).user.id : null;
}

async function ownWallpaper(db: Database, who: SignedIn & { id: string }): Promise<{ wallpaperId: string; storagePath: string }> {
  const [kept] = await db.select().from(wallpapers).where(eq(wallpapers.userId, who.id)).limit(1);
  if (kept) return { wallpaperId: kept.id, storagePath: kept.storagePath };
  const options = { width: 320, height: 568, generation_mode: "plain" };
  const answer = await save(jsonPost(`${SITE}/api/wallpaper/save`, { text: "Call mum\nBuy milk", options }, bearer(who)));
  if (answer.status !== 200) throw new Error(`saving a wallpaper answered ${answer.status}: ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  const [row] = await db.select().from(wallpapers).where(eq(wallpapers.id, id));
  return { wallpaperId: id, storagePath: row!.storagePath };
}

async function startedCheckout(who: SignedIn): Promise<string> {
  const answer = await startCheckout(jsonPost(`${SITE}/api/create-checkout-session`, { priceId: DEMO_PRICES.monthly }, bearer(who)));
  if (answer.status !== 200) throw new Error(`starting a checkout answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { sessionId: string }).sessionId;
}

async function setPlan(db: Database, id: string, plan: "free" | "pro"): Promise<void> {
  if (plan === "pro") await saveSubscription(db, id, { subscriptionStatus: "active", provider: null, subscriptionId: null });
  else await db.delete(userSubscriptions).where(eq(userSubscriptions.userId, id));
}

/** The person as they were: signed in (again, if the fuzzer signed them out or deleted them) on their plan, with their ids. */
async function restore(db: Database, label: string, plan: "free" | "pro", known?: Person): Promise<Person> {
  let who: SignedIn = known ?? (await signIn(`fuzz-${label}-${randomUUID().slice(0, 8)}@example.test`));
  let id = await userIdOf(who);
  if (!id) {
    who = await signIn(`fuzz-${label}-${randomUUID().slice(0, 8)}@example.test`);
    id = (await userIdOf(who))!;
  }
  await setPlan(db, id, plan);
  const owned = plan === "pro" ? await ownWallpaper(db, { ...who, id }) : { wallpaperId: null, storagePath: null };
  const checkoutId = known && known.id === id ? known.checkoutId : await startedCheckout(who);
  const liveToken = plan === "pro" ? (await issueLiveToken(db, id)).token : null;
  const push = plan === "pro" ? await issuePushAddress(db, id, "Shortcut", "UTC") : null;
  return { ...who, id, plan, ...owned, checkoutId, liveToken, pushToken: push?.token ?? null, sourceId: push?.source.id ?? null };
}

export class People {
  free!: Person;
  pro!: Person;
  other!: Person;

  constructor(private readonly db: () => Database) {}

  async ready(): Promise<void> {
    [this.free, this.pro, this.other] = await Promise.all([
      restore(this.db(), "free", "free", this.free),
      restore(this.db(), "pro", "pro", this.pro),
      restore(this.db(), "other", "pro", this.other),
    ]);
  }

  /** Every id a request might name: the caller's own and someone else's. */
  ids(): string[] {
    return [
      this.pro.wallpaperId!,
      this.other.wallpaperId!,
      this.free.checkoutId,
      this.pro.checkoutId,
      this.other.checkoutId,
      this.pro.sourceId!,
      this.other.sourceId!,
    ];
  }

  /** The live wallpaper addresses' secrets that open something. */
  liveTokens(): string[] {
    return [this.pro.liveToken!, this.other.liveToken!];
  }

  /** The push addresses' secrets that open something. */
  pushTokens(): string[] {
    return [this.pro.pushToken!, this.other.pushToken!];
  }
}
