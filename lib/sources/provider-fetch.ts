/**
 * One request to a task provider's API, bounded: the member's read ends when the service's signal says so, an answer
 * larger than the cap is not read to its end, and every way it can go wrong becomes a SourceError a person can act on.
 */
import "server-only";
import { SourceError } from "./types";

/** An answer read in full, within its cap. */
export interface ProviderAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

export interface ProviderFetchOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** The most bytes of answer read; past it the source is "invalid". */
  maxBytes: number;
  /** The provider's name, for messages ("Todoist"). */
  provider: string;
}

/** Fetches `url` and reads its answer within `maxBytes`. Never throws anything but a SourceError. */
export async function fetchFromProvider(url: string, options: ProviderFetchOptions): Promise<ProviderAnswer> {
  const { signal, maxBytes, provider } = options;
  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? "GET", headers: options.headers, body: options.body, signal, redirect: "error" });
  } catch {
    throw new SourceError("unreachable", `${provider} did not answer.`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(provider);
  }
  const text = await readWithin(response, maxBytes, provider);
  return { status: response.status, statusText: response.statusText, headers: response.headers, text };
}

async function readWithin(response: Response, maxBytes: number, provider: string): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(provider);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError("unreachable", `${provider} stopped answering.`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (provider: string) => new SourceError("invalid", `${provider} answered with more than we read for one list.`);

/** The failure for an HTTP status that is not a success: refused authorisation, or the provider's own trouble. */
export function failureForStatus(status: number, provider: string): SourceError {
  if (status === 401 || status === 403) return new SourceError("unauthorized", `${provider} no longer accepts this connection: connect it again.`);
  if (status === 429 || status >= 500) return new SourceError("unreachable", `${provider} answered with an error (${status}).`);
  return new SourceError("invalid", `${provider} refused the request (${status}).`);
}

/** Parses a JSON answer, or says the source is "invalid". */
export function parseJson(text: string, provider: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError("invalid", `${provider} answered with something that is not JSON.`);
  }
}
