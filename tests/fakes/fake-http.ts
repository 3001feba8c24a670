/** What the local fakes of outside APIs share: listening on 127.0.0.1, closing, and an answer far larger than any page. */
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How a fake misbehaves, for the failure tests: an error status, a slow answer, a body of its choosing, a flood. */
export type FakeTrouble =
  | { kind: "status"; status: number }
  | { kind: "delay"; ms: number }
  | { kind: "body"; body: string; contentType?: string }
  | { kind: "huge"; bytes: number };

/** Listens on 127.0.0.1, on a free port unless one is given, and gives the port. */
export async function listenLocally(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A 200 of JSON that goes on and on: `head`, then `item` again and again until about `bytes` are sent (or the client
 * stops reading), then `tail`. What a broken or hostile server sends instead of a page.
 */
export function streamOversized(response: ServerResponse, { head, item, tail, bytes }: { head: string; item: string; tail: string; bytes: number }) {
  response.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
  response.on("error", () => undefined);
  response.write(head);
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      if (response.destroyed) return;
      sent += item.length;
      if (!response.write(item)) return void response.once("drain", pump);
    }
    response.end(tail);
  };
  pump();
}
