import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm } from "@/tests/fakes/llm-server";
import { jsonPost } from "@/tests/helpers/requests";
import { POST } from "./route";

const post = (body: unknown) => POST(jsonPost("http://127.0.0.1/api/process-tasks", body));

describe("POST /api/process-tasks with the local engine", () => {
  it("answers the shape of docs/product.md §10", async () => {
    const response = await post({ text: "Buy milk\nPay rent today", mode: "smart", requestId: "req-1" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Tasks processed.", requestId: "req-1" });
    expect(body.details).toMatch(/built-in task engine/);
    expect(body.processed).toEqual([
      { text: "Pay rent today", isPriority: true, emoji: null },
      { text: "Buy milk", isPriority: false, emoji: null },
    ]);
  });

  it("processes the example text when the text is blank, line by line with an emoji each", async () => {
    const body = await (await post({ text: "   ", mode: "emoji" })).json();
    expect(body.processed.map((task: { text: string }) => task.text)).toEqual([
      "Go for a 30-minute walk",
      "Drink 8 glasses of water",
      "Prep healthy lunches for the week",
      "Call the dentist before Friday",
      "Finish the report today!!",
      "Read 10 pages",
    ]);
    expect(body.processed.map((task: { emoji: string | null }) => task.emoji)).toEqual(["🚶", "💧", "🥗", "🦷📞", "📊", "📚"]);
  });

  it.each([
    ["malformed JSON", "{not json", /valid JSON/],
    ["an unknown mode", { text: "x", mode: "rainbow" }, /mode must be one of plain, smart, emoji/],
    ["a missing text", { mode: "plain" }, /text must be a string/],
    ["a body that is not an object", [1, 2], /Invalid request/],
  ])("answers 400 with a message for %s", async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });

  it("answers 413 for more than 5,000 characters or 100 lines", async () => {
    const long = await post({ text: "a".repeat(5001), mode: "plain" });
    expect(long.status).toBe(413);
    expect((await long.json()).message).toMatch(/under 5000 characters/);
    const lines = await post({ text: Array(101).fill("task").join("\n"), mode: "plain" });
    expect(lines.status).toBe(413);
    expect((await lines.json()).message).toMatch(/100 lines/);
  });
});

describe("POST /api/process-tasks with a language model", () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  afterEach(() => {
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_MODEL;
    delete process.env.LLM_API_KEY;
    delete process.env.LLM_TIMEOUT_MS;
  });
  const useModel = () => {
    process.env.LLM_BASE_URL = llm.baseUrl;
    process.env.LLM_MODEL = "fake-model";
    process.env.LLM_API_KEY = "sk-local";
  };

  it("sends the prompt of docs/product.md §2 and uses the model's lines, sorted by the local priority rules", async () => {
    useModel();
    llm.behave({ reply: () => "- Buy milk\nPay rent today\nCall the dentist" });
    const body = await (await post({ text: "milk, rent today!, dentist", mode: "smart" })).json();
    const request = llm.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-local");
    expect(request.body.model).toBe("fake-model");
    expect(request.body.messages[0]!.content).toMatch(/one short line of at most about 10 words/);
    expect(request.body.messages[0]!.content).toMatch(/Keep the original numbering/);
    expect(request.body.messages[0]!.content).toMatch(/No tasks found\./);
    expect(request.body.messages[1]!.content).toBe("milk, rent today!, dentist");
    expect(body.details).toBe("Processed by the language model (fake-model).");
    expect(body.processed.map((t: { text: string }) => t.text)).toEqual(["Pay rent today", "Buy milk", "Call the dentist"]);
  });

  it("keeps the model's emoji in emoji mode and asks for 1 to 2 of them", async () => {
    useModel();
    llm.behave({ reply: () => "Call mom 📞\n🐕 Walk the dog\nFile the thing" });
    const body = await (await post({ text: "call mom, walk dog, file the thing", mode: "emoji" })).json();
    expect(llm.requests.at(-1)!.body.messages[0]!.content).toMatch(/Add 1 to 2 fitting emoji/);
    expect(body.processed).toEqual([
      { text: "Call mom", isPriority: false, emoji: "📞" },
      { text: "Walk the dog", isPriority: false, emoji: "🐕" },
      { text: "File the thing", isPriority: false, emoji: expect.any(String) },
    ]);
  });

  it("answers 'No tasks found.' with an empty list", async () => {
    useModel();
    llm.behave({ reply: () => "No tasks found." });
    const body = await (await post({ text: "lovely weather", mode: "smart" })).json();
    expect(body).toMatchObject({ success: true, message: "No tasks found.", processed: [] });
  });

  it.each([
    ["an HTTP error", { status: 503 }, /answered HTTP 503/],
    ["a reply that is not a chat completion", { malformed: true }, /reply without text/],
    ["no answer in time", { delayMs: 1500 }, /no answer within 0.3 s/],
  ])("falls back to the local engine on %s and says so", async (_, behaviour, reason) => {
    useModel();
    process.env.LLM_TIMEOUT_MS = "300";
    llm.behave(behaviour);
    const body = await (await post({ text: "Buy milk\nPay rent today", mode: "smart" })).json();
    expect(body.success).toBe(true);
    expect(body.details).toMatch(reason);
    expect(body.details).toMatch(/built-in task engine instead/);
    expect(body.processed.map((t: { text: string }) => t.text)).toEqual(["Pay rent today", "Buy milk"]);
  });

  it("falls back when the model's server cannot be reached", async () => {
    process.env.LLM_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.LLM_MODEL = "fake-model";
    const body = await (await post({ text: "Buy milk", mode: "emoji" })).json();
    expect(body.details).toMatch(/could not be reached/);
    expect(body.processed[0].emoji).toBe("🥛🛒");
  });

  it("does not call the model in plain mode", async () => {
    useModel();
    const before = llm.requests.length;
    await post({ text: "Buy milk", mode: "plain" });
    expect(llm.requests.length).toBe(before);
  });
});
