#!/usr/bin/env node
/**
 * The production server: Next's request handler behind Node's own HTTP server, for two things `next start` cannot do.
 * - The client's address. Next keeps an X-Forwarded-For the client wrote and passes the connection's address only
 *   when there is none, so a client could name any address it liked. Here X-Forwarded-For is replaced by the one
 *   address we trust (scripts/client-address.mjs, TRUSTED_PROXY_HOPS), and X-Real-IP and Forwarded are dropped.
 * - Refusing early. A client the live wallpaper limit has refused is answered here until its window ends, before
 *   Next's pipeline (scripts/early-refusals.mjs): a flood no longer slows everyone else's requests.
 * - Stopping cleanly. On SIGTERM or SIGINT the server stops accepting connections, lets the requests in flight
 *   finish (up to SHUTDOWN_GRACE_SECONDS, 10 by default), then closes the database and exits.
 * Run the built app: PORT=3000 HOST=localhost node scripts/server.mjs (npm start does, after building if needed).
 */
import { createServer } from "node:http";
import next from "next";
import { startFromBuiltConfig } from "./built-config.mjs";
import { clientAddress, trustedProxyHops } from "./client-address.mjs";
import { EARLY_REFUSALS, earlyRefusal } from "./early-refusals.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "localhost";
const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
startFromBuiltConfig();

// Next names its own address "localhost" inside the app (the proxy's request URLs), whatever interface the server listens
// on; told the same name, it knows the proxy's rewrites (to a page in the visitor's language) for its own, and does not
// forward them as if to another site. The name is for Next's URLs only; the server listens on HOST.
const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers["x-forwarded-for"] = clientAddress(request.headers["x-forwarded-for"], request.socket.remoteAddress, hops);
  delete request.headers["x-real-ip"];
  delete request.headers["forwarded"];
  const refused = earlyRefusal(globalThis[EARLY_REFUSALS], request.url ?? "", request.headers["x-forwarded-for"]);
  if (refused) {
    response.writeHead(refused.status, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Retry-After": String(refused.retryAfter),
    });
    return void response.end(refused.body);
  }
  handle(request, response).catch((error) => {
    console.error("Unhandled request error:", error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
    response.end("Internal Server Error");
  });
});
server.keepAliveTimeout = 65_000; // longer than a load balancer's idle timeout (60 s for most)

server.listen(port, hostname, () => {
  console.log(`Wallminder is serving http://${hostname}:${port} (trusted proxy hops: ${hops})`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping.`);
  const force = setTimeout(() => {
    console.log(`Requests still open after ${graceMs / 1000} s: stopping anyway.`);
    process.exit(1);
  }, graceMs).unref();
  server.close(async () => {
    // Registered by instrumentation.ts: closes the database (PGlite writes its files, Postgres ends its pool).
    await globalThis[Symbol.for("wallminder.shutdown")]?.();
    clearTimeout(force);
    console.log("Stopped.");
    process.exit(0);
  });
  // Connections a finished request leaves open would hold the close up until their keep-alive ends.
  setInterval(() => server.closeIdleConnections(), 200).unref();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
