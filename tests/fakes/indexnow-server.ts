/** A local IndexNow endpoint on 127.0.0.1 that records submissions and answers with a chosen status. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function startFakeIndexNow() {
  const submissions: Array<{ host: string; key: string; keyLocation: string; urlList: string[] }> = [];
  let status = 200;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    submissions.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`,
    submissions,
    answer(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
