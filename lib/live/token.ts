/**
 * The secret in a live wallpaper address. 32 random bytes (256 bits) written in base64url; the database keeps only
 * its SHA-256, so a copy of the database opens no one's wallpaper. A hash is looked up, never a secret compared
 * character by character, so how long a refusal takes says nothing about how close a guess came.
 */
import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;
/** base64url of 32 bytes, without padding. */
export const TOKEN_LENGTH = 43;
const HINT_LENGTH = 4;

export function newLiveToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps and looks up: the token's SHA-256 in hex (any string hashes, so every refusal does the same work). */
export function hashLiveToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token's last characters, shown beside the address so a person can tell which one a phone has. */
export const tokenHint = (token: string) => token.slice(-HINT_LENGTH);

/** The address a phone fetches: the site's origin and the token. */
export const liveAddress = (origin: string, token: string) => `${origin}/api/live/${token}`;
