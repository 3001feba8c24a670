/**
 * A local stand-in for an OpenAI-compatible chat API on 127.0.0.1: POST /v1/chat/completions
 * answers like the real thing, with a reply, a status and a delay the test chooses.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeLlmBehaviour {
  /** The assistant's reply, computed from the request's system prompt and user text. */
  reply?: (system: string, user: string) => string;
  status?: number;
  delayMs?: number;
  /** Answer 200 with a body that is not a chat completion. */
  malformed?: boolean;
}

export interface RecordedRequest {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeLlm() {
  let behaviour: FakeLlmBehaviour = {};
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as RecordedRequest["body"];
    requests.push({ authorization: request.headers.authorization, body });
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (response.destroyed) return;
    const status = behaviour.status ?? 200;
    if (status !== 200) {
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "fake failure" } }));
      return;
    }
    if (behaviour.malformed) {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ unexpected: true }));
      return;
    }
    const system = body.messages.find((m) => m.role === "system")?.content ?? "";
    const user = body.messages.find((m) => m.role === "user")?.content ?? "";
    const content = behaviour.reply?.(system, user) ?? user;
    response.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: FakeLlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
