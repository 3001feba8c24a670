export declare const EARLY_REFUSALS: symbol;
export declare const MAX_EARLY_REFUSALS: number;
export declare function earlyRefusalKey(path: string, address: string): string | null;
export declare function earlyRefusal(
  table: Map<string, { until: number; body: string }> | undefined,
  path: string,
  address: string,
  now?: number,
): { status: 429; retryAfter: number; body: string } | null;
