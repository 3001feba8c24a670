/**
 * The fuzz suite's requests and answers: a generated request as plain data (so fast-check can print
 * and shrink it), turned into a Request as an HTTP server would hand it over, sent to a route
 * handler with a time limit, and its answer read to the last byte.
 */
import { SITE } from "@/tests/helpers/auth";
import type { FuzzBody } from "./hostile";

/**
 * Any route's exported handler. Each declares its own params ({ id } or none), so the context is
 * typed as the one value every declaration accepts; the fuzzer hands an { id } (or { token }) to those that read it.
 */
export type RouteHandler = (request: Request, context?: { params: Promise<never> }) => Response | Promise<Response>;

export interface FuzzRequest {
  method: string;
  /** Path and query string, as sent. */
  path: string;
  headers: Record<string, string | undefined>;
  body: FuzzBody;
  /** The dynamic segment, for routes such as /api/wallpaper/[id]. */
  id?: string;
  /** The dynamic segment's name, when it is not `id` (/api/live/[token]). */
  param?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** How long one request may take before it counts as a hang. */
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * The Request a server would build: bytes for a body (so no Content-Type is added that the client
 * did not send), and only the headers an HTTP parser lets through.
 */
export function toRequest({ method, path, headers, body }: FuzzRequest): Request {
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    try {
      sent.set(name, value);
    } catch {
      // Not a valid header value: no HTTP client could send it.
    }
  }
  const bytes = body === null || method === "GET" || method === "HEAD" ? undefined : typeof body === "string" ? new TextEncoder().encode(body) : body;
  let url: URL;
  try {
    url = new URL(path, SITE);
  } catch {
    url = new URL(encodeURI(path.replace(/[\uD800-\uDFFF]/g, "")), SITE);
  }
  return new Request(url, { method, headers: sent, body: bytes as BodyInit | undefined });
}

/** Sends the request and reads the whole answer (a stream that breaks half-way fails here too). */
export async function send(handler: RouteHandler, fuzz: FuzzRequest): Promise<Answer> {
  const request = toRequest(fuzz);
  const context = fuzz.id === undefined ? undefined : { params: Promise.resolve({ [fuzz.param ?? "id"]: fuzz.id }) as Promise<never> };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms (a hang)`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      (async () => {
        const response = await handler(request, context);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { status: response.status, contentType: response.headers.get("content-type") ?? "", text: new TextDecoder().decode(bytes) };
      })(),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

/** The request as fast-check prints a counterexample: escaped and clipped, never the 10,000 emoji in full. */
export function describeRequest({ method, path, headers, body, id }: FuzzRequest): string {
  const shown = typeof body === "string" ? clip(body) : body && `bytes [${[...body.slice(0, 64)].join(",")}]`;
  return clip(JSON.stringify({ method, path, ...(id === undefined ? {} : { id }), headers })) + ` body: ${JSON.stringify(shown)}`;
}

/** A short description for a failed assertion. */
export function describeAnswer(fuzz: FuzzRequest, answer: Answer): string {
  return `${describeRequest(fuzz)} -> ${answer.status} ${answer.contentType} ${clip(answer.text)}`;
}
