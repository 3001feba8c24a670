/**
 * The one error a route throws to answer a person: an HTTP status and a message from the `api`
 * catalogue (messages/en.json). The route wrapper turns it into `{ success: false, message }`.
 */
import type { Messages } from "@/lib/i18n/messages";
import { apiMessages } from "@/lib/i18n/server";

/** "a.b" for every message in a nested catalogue. */
type MessagePaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ApiMessageKey = MessagePaths<Messages["api"]>;
export type MessageValues = Record<string, string | number>;

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly messageKey: ApiMessageKey,
    readonly values: MessageValues = {},
    /** Extra response headers, such as Retry-After on a 429 or 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

/** A 429 or 503 that tells the client when to come back. */
export function retryLater(status: 429 | 503, messageKey: ApiMessageKey, retryAfterSeconds: number, values: MessageValues = {}): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(status, messageKey, { ...values, minutes: Math.ceil(seconds / 60), seconds }, { "Retry-After": String(seconds) });
}

/** The one JSON error shape, `{ success: false, message }`, with the message in the request's language. */
export function errorBody(error: ApiError, request?: Request): { success: false; message: string } {
  return { success: false, message: apiMessages(request)(error.messageKey, error.values) };
}
