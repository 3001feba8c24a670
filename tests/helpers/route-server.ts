/** Serves one route handler over real HTTP on 127.0.0.1, so an outside service (the Stripe fake) can call it. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function serveRoute(handler: (request: Request) => Promise<Response>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await handler(new Request(`http://127.0.0.1${incoming.url}`, { method: incoming.method, headers, body: Buffer.concat(chunks) }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/stripe/webhook`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
