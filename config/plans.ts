/**
 * The one Free versus Pro matrix (docs/product.md §6), used on every page that compares plans.
 * Feature names and cell texts are message keys under `pricing` in messages/en.json.
 */
export type PlanCell = "yes" | "no" | "limited";

export const PLAN_FEATURES = [
  { feature: "basic", free: "yes", pro: "yes" },
  { feature: "smartSort", free: "yes", pro: "yes" },
  { feature: "emoji", free: "yes", pro: "yes" },
  { feature: "unlimited", free: "limited", pro: "yes" },
  { feature: "history", free: "no", pro: "yes" },
  { feature: "taskChecking", free: "no", pro: "yes" },
  { feature: "zipExport", free: "no", pro: "yes" },
  { feature: "earlyAccess", free: "no", pro: "yes" },
] as const satisfies ReadonlyArray<{ feature: string; free: PlanCell; pro: PlanCell }>;

/** Server-rendered downloads a free account may make per day; the browser preview is unlimited. */
export const FREE_DAILY_SERVER_RENDERS = 20;

/** The two Pro plans, as people see them; the provider's price ids come from lib/billing. */
export const PRO_PLANS = {
  monthly: { amountCents: 290, label: "$2.90", per: "month" },
  annual: { amountCents: 2433, label: "$24.33", per: "year", savingPercent: 30 },
} as const;
