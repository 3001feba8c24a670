import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LookupFunction } from "node:net";
import { gzipSync } from "node:zlib";
import { sourceFailure } from "@/tests/helpers/source-failure";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowedAddress, parseSourceAddress, safeFetch, showAddress } from "./safe-fetch";
import { SourceError } from "./types";

/** A server on 127.0.0.1 whose answers the tests choose by path. */
let server: http.Server;
let origin: string;
let port: number;
const seen: { path: string; host?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ path: request.url!, host: request.headers.host, authorization: request.headers.authorization });
    const path = new URL(request.url!, "http://x").pathname;
    if (path === "/feed") return response.end("BEGIN:VCALENDAR");
    if (path === "/to-private") return response.writeHead(302, { location: "http://10.0.0.1/feed" }).end();
    if (path === "/to-metadata-name") return response.writeHead(301, { location: "http://metadata.example/latest" }).end();
    if (path === "/to-feed") return response.writeHead(307, { location: "/feed" }).end();
    if (path === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    if (path === "/huge") {
      // 3 MB in chunks, with no Content-Length: the cap has to count.
      response.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", write);
        }
        response.end();
      };
      return write();
    }
    if (path === "/lying-length") {
      response.writeHead(200, { "content-length": String(3 * 1024 * 1024) });
      return response.end(Buffer.alloc(1000));
    }
    if (path === "/bomb") {
      return response.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(5 * 1024 * 1024)));
    }
    if (path === "/gzip") return response.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync("BEGIN:VCALENDAR zipped"));
    if (path === "/silent") return; // never answers
    response.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver that answers from a table, as a DNS server under an attacker's control could. */
function lookupFrom(table: Record<string, string[]>): LookupFunction {
  return (hostname, _options, callback) => {
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  };
}

describe("which addresses may be connected to", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["224.0.0.1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fd00::1", "IPv6 unique local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["64:ff9b::a00:1", "NAT64 of a private address"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["not-an-ip", "not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "151.101.1.69", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows the public address %s", (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it("allows loopback only when told, and nothing else private", () => {
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::1", true)).toBe(true);
    expect(isAllowedAddress("::ffff:127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", true)).toBe(false);
    expect(isAllowedAddress("169.254.169.254", true)).toBe(false);
  });
});

describe("the address a member types", () => {
  it("reads webcal:// as https:// and keeps http(s)", () => {
    expect(parseSourceAddress(" webcal://calendar.example.com/a.ics ").href).toBe("https://calendar.example.com/a.ics");
    expect(parseSourceAddress("WEBCALS://calendar.example.com/a.ics").href).toBe("https://calendar.example.com/a.ics");
    expect(parseSourceAddress("http://calendar.example.com/a.ics#x").href).toBe("http://calendar.example.com/a.ics");
  });

  it.each(["file:///etc/passwd", "ftp://example.com/a.ics", "gopher://127.0.0.1:6379/_", "javascript:alert(1)", "calendar.example.com", ""])(
    "refuses %j",
    (typed) => {
      expect(() => parseSourceAddress(typed)).toThrowError(SourceError);
    },
  );

  it("is shown back without its credentials, query or secret path", () => {
    const url = new URL("https://ann:hunter2@calendar.example.com/calendar/ical/ann%40example.com/private-0123456789abcdef/basic.ics?token=s3cret");
    const shown = showAddress(url);
    expect(shown).toBe("https://calendar.example.com/calendar/ical/ann%…/priv…/basic.ics?…");
    expect(shown).not.toMatch(/ann:|hunter2|s3cret|0123456789abcdef/);
  });
});

describe("safeFetch", () => {
  it("reads a feed on this machine when loopback is allowed, as in tests and development", async () => {
    const response = await safeFetch(`${origin}/feed`, { allowLoopback: true });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("BEGIN:VCALENDAR");
  });

  it("refuses this machine by default, before any request is sent", async () => {
    const before = seen.length;
    const error = await sourceFailure(safeFetch(`${origin}/feed`));
    expect(error.failure).toBe("invalid");
    expect(error.message).toMatch(/private or local network address/);
    expect(seen.length).toBe(before);
  });

  it.each([
    "http://10.0.0.1/feed.ics",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/feed.ics",
    "http://[::ffff:127.0.0.1]/feed.ics",
    "http://[::ffff:a9fe:a9fe]/latest",
    "http://2130706433/feed.ics",
    "http://0x7f.1/feed.ics",
    "http://0.0.0.0/feed.ics",
  ])("refuses %s", async (address) => {
    const error = await sourceFailure(safeFetch(address, { timeoutMs: 2000 }));
    expect(error.failure).toBe("invalid");
  });

  it("refuses a name that resolves to loopback, and one that resolves to a public and a private address", async () => {
    const lookup = lookupFrom({ "feed.example": ["127.0.0.1"], "mixed.example": ["93.184.215.14", "10.0.0.7"] });
    expect((await sourceFailure(safeFetch(`http://feed.example:${port}/feed`, { lookup }))).message).toMatch(/^feed\.example points to a private/);
    expect((await sourceFailure(safeFetch(`http://mixed.example:${port}/feed`, { lookup }))).failure).toBe("invalid");
  });

  it("connects to the address its own lookup checked, with the name as the Host", async () => {
    const lookup = lookupFrom({ "feed.example": ["127.0.0.1"] });
    const response = await safeFetch(`http://feed.example:${port}/feed`, { lookup, allowLoopback: true });
    expect(response.body.toString()).toBe("BEGIN:VCALENDAR");
    expect(seen.at(-1)).toMatchObject({ path: "/feed", host: `feed.example:${port}` });
  });

  it("follows a redirect on the same checks, and refuses one to a private address or a name for one", async () => {
    expect((await safeFetch(`${origin}/to-feed`, { allowLoopback: true })).url.pathname).toBe("/feed");
    const toPrivate = await sourceFailure(safeFetch(`${origin}/to-private`, { allowLoopback: true }));
    expect(toPrivate).toMatchObject({ failure: "invalid", message: expect.stringMatching(/^10\.0\.0\.1 points to a private/) });
    const lookup = lookupFrom({ "metadata.example": ["169.254.169.254"] });
    expect((await sourceFailure(safeFetch(`${origin}/to-metadata-name`, { allowLoopback: true, lookup }))).failure).toBe("invalid");
  });

  it("stops after a few redirects", async () => {
    const error = await sourceFailure(safeFetch(`${origin}/loop`, { allowLoopback: true }));
    expect(error.message).toMatch(/redirected too many times/);
  });

  it("sends credentials from the address as Basic authorization, and never shows them", async () => {
    await safeFetch(`http://ann:p%40ss@127.0.0.1:${port}/to-feed`, { allowLoopback: true });
    const expected = `Basic ${Buffer.from("ann:p@ss").toString("base64")}`;
    expect(seen.slice(-2).map((request) => request.authorization)).toEqual([expected, expected]);
  });

  it("cuts a body off past the size cap while it streams, whatever its length says", async () => {
    const huge = await sourceFailure(safeFetch(`${origin}/huge`, { allowLoopback: true }));
    expect(huge).toMatchObject({ failure: "invalid", message: expect.stringMatching(/more than 2 MB/) });
    expect((await sourceFailure(safeFetch(`${origin}/lying-length`, { allowLoopback: true }))).failure).toBe("invalid");
    expect((await sourceFailure(safeFetch(`${origin}/bomb`, { allowLoopback: true }))).message).toMatch(/more than 2 MB/);
    expect((await safeFetch(`${origin}/gzip`, { allowLoopback: true })).body.toString()).toBe("BEGIN:VCALENDAR zipped");
    expect((await safeFetch(`${origin}/huge`, { allowLoopback: true, maxBytes: 4 * 1024 * 1024 })).body.length).toBe(3 * 1024 * 1024);
  });

  it("gives up on a host that does not answer in time, or when the caller's signal ends", async () => {
    const started = Date.now();
    const slow = await sourceFailure(safeFetch(`${origin}/silent`, { allowLoopback: true, timeoutMs: 300 }));
    expect(slow).toMatchObject({ failure: "unreachable", message: "127.0.0.1 did not answer within 0.3 seconds. We'll try again later." });
    expect(Date.now() - started).toBeLessThan(2000);
    const stopped = await sourceFailure(safeFetch(`${origin}/silent`, { allowLoopback: true, signal: AbortSignal.timeout(200) }));
    expect(stopped.failure).toBe("unreachable");
  });

  it("says when a name can't be found", async () => {
    const error = await sourceFailure(safeFetch("https://nowhere.example/feed.ics", { lookup: lookupFrom({}) }));
    expect(error).toMatchObject({ failure: "unreachable", message: expect.stringMatching(/could not be found/) });
  });
});
