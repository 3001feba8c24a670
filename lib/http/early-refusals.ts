/**
 * The app's side of the refusals answered before Next (scripts/early-refusals.mjs): a client over the live wallpaper
 * limit is written here, with the answer it got, so that the server answers its next requests itself until the window
 * ends.
 */
import { earlyRefusalKey, MAX_EARLY_REFUSALS } from "@/scripts/early-refusals.mjs";
import { processWide } from "@/lib/process-wide";

interface Refusal {
  until: number;
  body: string;
}

// On globalThis as scripts/early-refusals.mjs's EARLY_REFUSALS (lib/http/early-refusals.test.ts checks they meet).
const table = processWide("earlyRefusals", () => new Map<string, Refusal>());

/** Answers `path` from `address` with `body` (a 429's JSON) until `retryAfterSeconds` have passed. */
export function refuseEarly(path: string, address: string, retryAfterSeconds: number, body: string): void {
  const key = earlyRefusalKey(path, address);
  if (!key) return;
  const refusals = table.get();
  if (refusals.size >= MAX_EARLY_REFUSALS) refusals.delete(refusals.keys().next().value!);
  refusals.set(key, { until: Date.now() + retryAfterSeconds * 1000, body });
}
