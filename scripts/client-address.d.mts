/** Types for client-address.mjs (plain JavaScript so that scripts/server.mjs runs without a compiler). */
export function trustedProxyHops(value: string | undefined): number;
export function clientAddress(forwardedFor: string | string[] | undefined, connection: string | undefined, hops: number): string;
