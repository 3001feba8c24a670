/**
 * Every table: Better Auth's (user, session, account, verification) and ours. Pro status is read
 * from user_subscriptions; a signed-in user without a row is on the free plan.
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SourceFailure, SourceKind, SourceTask } from "@/lib/sources/types";
import { SUBSCRIPTION_STATUSES } from "@/lib/subscription-status";
import type { WallpaperStyle } from "@/lib/wallpaper/options";
import { user } from "./auth-schema";

export * from "./auth-schema";
export { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/subscription-status";

export const userSubscriptions = pgTable("user_subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("unknown"),
  provider: text("provider"),
  customerId: text("customer_id"),
  subscriptionId: text("subscription_id"),
  priceId: text("price_id"),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One task of a saved wallpaper, as the history shows and ticks it. */
export interface SavedTask {
  id: string;
  text: string;
  completed: boolean;
  isPriority: boolean;
  emoji: string | null;
}

export const wallpapers = pgTable(
  "wallpapers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    mode: text("mode", { enum: ["plain", "smart", "emoji"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    tasks: jsonb("tasks")
      .$type<SavedTask[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Preset, theme, text size and alignment (lib/wallpaper/options.ts). Rows saved before styles
     * existed hold {}, read as today's look by normaliseWallpaperStyle, as is any unknown part.
     */
    style: jsonb("style")
      .$type<Partial<WallpaperStyle>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Always wallpapers/{userId}/{id}.png: a key is never taken from a client. */
    storagePath: text("storage_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wallpapers_user_created_idx").on(table.userId, table.createdAt.desc())],
);

/**
 * A Pro user's live wallpaper (decision record 016): the address a phone fetches by itself. Only a SHA-256 of the
 * address's secret is kept (shown once in full, when made); no hash means the address is off. The pin survives
 * turning the address off and on; a deleted pinned wallpaper falls back to the newest.
 */
export const liveWallpapers = pgTable("live_wallpapers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").unique(),
  /** The secret's last four characters, so a person can tell which address a phone has. */
  tokenHint: text("token_hint"),
  pinnedWallpaperId: text("pinned_wallpaper_id").references(() => wallpapers.id, { onDelete: "set null" }),
  /** A connected source the picture follows instead of a saved wallpaper (decision record 021); disconnecting it unpins. */
  pinnedSourceId: text("pinned_source_id").references((): AnyPgColumn => taskSources.id, { onDelete: "set null" }),
  /** What the picture does with ticked tasks: struck through, or left out. */
  doneTasks: text("done_tasks", { enum: ["strike", "hide"] })
    .notNull()
    .default("strike"),
  issuedAt: timestamp("issued_at", { withTimezone: true }),
});

/** Counters of rate-limiter-flexible (RateLimiterDrizzle), shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** One payment-provider customer per user, reused on every checkout. */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every provider event applied, by its id: a redelivered event is acknowledged and not applied again. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The demo provider's checkout sessions and subscriptions (Stripe keeps its own). */
export const demoCheckouts = pgTable("demo_checkouts", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  priceId: text("price_id").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  subscriptionId: text("subscription_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const demoSubscriptions = pgTable("demo_subscriptions", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  priceId: text("price_id").notNull(),
  status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
});

/** Why a source's last read failed, as the account page shows it; cleared by the next good read. */
export interface SourceReadError {
  failure: SourceFailure | "refused";
  message: string;
  at: string;
}

/**
 * Where a Pro member's tasks already live (decision record 021): a to-do app, a calendar feed, or the list a Shortcut
 * pushes. The secret (a token) is sealed with AES-256-GCM (lib/sources/secret-box.ts) and never leaves the server;
 * a push source keeps only its address's hash, as the live wallpaper does. `lastTasks` is the last good list, served
 * when the source fails; `lastReadAt` is the last time any instance set out to read it, so every instance together
 * reads a source at most once per interval (lib/sources/service.ts).
 */
export const taskSources = pgTable(
  "task_sources",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SourceKind>().notNull(),
    label: text("label").notNull(),
    /** What the member chose (a filter, the lists, a feed's address without its secret part): shown back to them. */
    settings: jsonb("settings")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The sealed token ("v1." + base64url of IV, tag and ciphertext), or null for a source without one. */
    secret: text("secret"),
    /** A push source's address: the SHA-256 of its token (lib/live/token.ts) and its last four characters. */
    pushTokenHash: text("push_token_hash").unique(),
    pushTokenHint: text("push_token_hint"),
    /** The member's IANA time zone, which decides what "today" is for the source. */
    timeZone: text("time_zone").notNull().default("UTC"),
    lastTasks: jsonb("last_tasks").$type<SourceTask[]>(),
    /** When an instance last set out to read it (the claim that spaces reads out). */
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** When the last good list arrived. */
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: jsonb("last_error").$type<SourceReadError>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("task_sources_user_created_idx").on(table.userId, table.createdAt),
    // One push address per member.
    uniqueIndex("task_sources_one_push_idx")
      .on(table.userId)
      .where(sql`${table.kind} = 'push'`),
  ],
);
export type TaskSourceRow = typeof taskSources.$inferSelect;
