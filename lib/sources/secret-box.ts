/**
 * A source's token at rest: AES-256-GCM with a random 96-bit IV, bound to the row it belongs to (the additional data
 * names the member and the source), so a sealed token copied into another row, cut or altered does not open. Sealed
 * text is "v1." and the base64url of IV, tag and ciphertext; the version leaves room for a key change.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed token that does not open with this key for this row: a changed key, or altered or moved text. */
export class SecretUnreadableError extends Error {
  override name = "SecretUnreadableError";
}

export function sealSecret(key: Buffer, plaintext: string, boundTo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(boundTo, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

export function openSecret(key: Buffer, sealed: string, boundTo: string): string {
  if (!sealed.startsWith(VERSION)) throw new SecretUnreadableError("not a sealed secret");
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError("sealed secret too short");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(boundTo, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadableError("sealed secret does not open with this key");
  }
}
