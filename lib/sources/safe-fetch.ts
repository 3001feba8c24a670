import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import { allowsLoopbackSources } from "@/lib/env";
import { SourceError } from "./types";

/**
 * Fetches an address a member typed (a calendar feed) without letting it reach what only the server can reach: our own
 * network, the cloud's metadata service, this machine. The address is checked where it matters, on the address the
 * socket connects to: every name is resolved by our own lookup, which refuses any answer outside the public internet,
 * and the socket's remote address is checked again once connected; redirects go through the same. A body is cut off
 * past its size while it streams (whatever Content-Length says), and the whole read, redirects included, has one time
 * limit on top of the caller's signal. Every failure is a SourceError a person can act on.
 */

export interface SafeFetchOptions {
  /** The caller's limit (SourceContext.signal); the read also ends after `timeoutMs`. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The most bytes of body read, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  /** Let the address be this machine (127.0.0.1, ::1): tests and local development. Default: SOURCES_ALLOW_LOOPBACK. */
  allowLoopback?: boolean;
  /** How names are resolved (tests give their own); the answers are checked all the same. */
  lookup?: LookupFunction;
}

export interface SafeResponse {
  /** Where the body came from, after redirects. */
  url: URL;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;
const MAX_ADDRESS_LENGTH = 2048;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Whether a connection to this IP address may be made: public unicast only. Private, loopback, link-local, CGNAT,
 * multicast, unspecified, reserved and documentation ranges are refused, as are IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, checked as the IPv4 address it is; NAT64, 6to4, Teredo).
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "unicast" || (allowLoopback && range === "loopback");
}

/** What a person typed, as an address we can fetch: webcal:// means https://; only http(s). */
export function parseSourceAddress(input: string): URL {
  const typed = input.trim();
  if (typed.length > MAX_ADDRESS_LENGTH) throw new SourceError("invalid", "That address is too long to be a calendar's address.");
  let url: URL;
  try {
    url = new URL(typed.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new SourceError("invalid", "That is not a web address. Copy the whole address, starting with https:// or webcal://.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new SourceError("invalid", `An address starting with ${url.protocol}// can't be read. Use one that starts with https:// or webcal://.`);
  }
  url.hash = "";
  return url;
}

/**
 * An address as it may be shown back to the member or written in a log: no user name or password, no query, and any
 * long path segment (where calendar apps put a feed's secret) cut to its first characters.
 */
export function showAddress(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((segment) => (segment.length > 16 ? `${segment.slice(0, 4)}…` : segment))
    .join("/");
  return `${url.protocol}//${url.host}${path}${url.search ? "?…" : ""}`;
}

/** A resolved or connected address outside the public internet. */
class RefusedAddressError extends Error {}

function refusedMessage(url: URL): string {
  return `${url.hostname} points to a private or local network address. Only addresses on the public internet can be read: copy the calendar's public or secret address from its app.`;
}

/** dns.lookup (or the given lookup) that answers only when every address the name resolves to is allowed. */
function guardedLookup(resolve: LookupFunction, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: net.isIP(addresses) }]) as LookupAddress[];
      const refused = list.length === 0 || list.some((entry) => !isAllowedAddress(entry.address, allowLoopback));
      if (refused) return callback(new RefusedAddressError(hostname), "", 0);
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

interface Hop {
  url: URL;
  authorization?: string;
}

interface RequestSettings {
  lookup: LookupFunction;
  allowLoopback: boolean;
  accept: string;
  signal: AbortSignal;
}

function requestOnce({ url, authorization }: Hop, settings: RequestSettings): Promise<http.IncomingMessage> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (net.isIP(hostname) && !isAllowedAddress(hostname, settings.allowLoopback)) {
    return Promise.reject(new RefusedAddressError(hostname));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        agent: false,
        lookup: settings.lookup,
        signal: settings.signal,
        headers: {
          accept: settings.accept,
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "Wallminder (calendar feed reader)",
          ...(authorization ? { authorization } : {}),
        },
      },
      resolve,
    );
    // The address actually connected to, whatever resolved it: checked again before anything is sent.
    request.once("socket", (socket) => {
      socket.once("connect", () => {
        if (socket.remoteAddress && !isAllowedAddress(socket.remoteAddress, settings.allowLoopback)) {
          request.destroy(new RefusedAddressError(socket.remoteAddress));
        }
      });
    });
    request.once("error", reject);
    request.end();
  });
}

/** The body, decompressed, refused once it passes `maxBytes`. */
async function readBody(response: http.IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new SourceError(
      "invalid",
      `${url.hostname} sent more than ${Math.round(maxBytes / 1024 / 1024)} MB. A calendar of today's tasks is far smaller: check the address.`,
    );
  if (Number(response.headers["content-length"]) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  const stream: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The first hop: credentials in the address become a Basic authorization, and leave the address. */
function firstHop(address: string | URL): Hop {
  const url = typeof address === "string" ? parseSourceAddress(address) : new URL(address);
  if (!url.username && !url.password) return { url };
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64")}`;
  url.username = "";
  url.password = "";
  return { url, authorization };
}

function nextHop(from: Hop, location: string | undefined): Hop {
  if (!location) throw new SourceError("unreachable", `${from.url.hostname} sent a redirect without saying where to.`);
  let url: URL;
  try {
    url = parseSourceAddress(new URL(location, from.url).href);
  } catch {
    throw new SourceError("invalid", `${from.url.hostname} redirected to an address that can't be read.`);
  }
  // Credentials go only where the member sent them: the same origin.
  return { url, authorization: url.origin === from.url.origin ? from.authorization : undefined };
}

/**
 * GETs an address a member gave, following at most a few redirects, each checked as the first. Answers any final
 * status with its body (the caller decides what a 404 means); throws SourceError "invalid" for an address it may not
 * or cannot read, or a body too large, and "unreachable" when the host can't be reached in time.
 */
export async function safeFetch(address: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const settings: RequestSettings = {
    allowLoopback: options.allowLoopback ?? allowsLoopbackSources(),
    lookup: options.lookup ?? (dnsLookup as LookupFunction),
    accept: options.accept ?? "*/*",
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  };
  settings.lookup = guardedLookup(settings.lookup, settings.allowLoopback);
  let hop = firstHop(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await requestOnce(hop, settings);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.resume();
        if (redirects >= (options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects)) {
          throw new SourceError("invalid", `${hop.url.hostname} redirected too many times. Copy the calendar's address again from its app.`);
        }
        hop = nextHop(hop, response.headers.location);
        continue;
      }
      const body = await readBody(response, hop.url, options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes);
      return { url: hop.url, status: response.statusCode ?? 0, headers: response.headers, body };
    }
  } catch (error) {
    throw asSourceError(error, hop.url, timeout.aborted ? timeoutMs : null, settings.signal.aborted);
  }
}

function asSourceError(error: unknown, url: URL, timedOutAfter: number | null, aborted: boolean): SourceError {
  if (error instanceof SourceError) return error;
  if (error instanceof RefusedAddressError) return new SourceError("invalid", refusedMessage(url));
  if (timedOutAfter !== null)
    return new SourceError("unreachable", `${url.hostname} did not answer within ${timedOutAfter / 1000} seconds. We'll try again later.`);
  if (aborted) return new SourceError("unreachable", `Reading ${url.hostname} took too long. We'll try again later.`);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return new SourceError("unreachable", `${url.hostname} could not be found. Check the address, or we'll try again later.`);
  }
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) {
    return new SourceError("unreachable", `${url.hostname}'s secure connection could not be checked (${code}).`);
  }
  return new SourceError("unreachable", `${url.hostname} could not be reached${code ? ` (${code})` : ""}. We'll try again later.`);
}
