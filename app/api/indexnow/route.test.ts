import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeIndexNow } from "@/tests/fakes/indexnow-server";
import { jsonPost } from "@/tests/helpers/requests";
import { GET as keyFile } from "./key-file/route";
import { POST } from "./route";

const SECRET = "deploy-step-secret-0123456789abcdef";
const post = (body: unknown, secret: string | null = SECRET) =>
  POST(jsonPost("http://127.0.0.1/api/indexnow", body, secret === null ? {} : { Authorization: `Bearer ${secret}` }));

describe("POST /api/indexnow", () => {
  let indexNow: Awaited<ReturnType<typeof startFakeIndexNow>>;
  beforeAll(async () => {
    indexNow = await startFakeIndexNow();
  });
  afterAll(() => indexNow.close());
  afterEach(() => {
    delete process.env.INDEXNOW_KEY;
    delete process.env.INDEXNOW_ENDPOINT;
    delete process.env.SITE_URL;
    delete process.env.INDEXNOW_SECRET;
  });
  const configure = () => {
    process.env.INDEXNOW_KEY = "wallminder-test-key";
    process.env.INDEXNOW_ENDPOINT = indexNow.endpoint;
    process.env.SITE_URL = "https://wallminder.example";
    process.env.INDEXNOW_SECRET = SECRET;
  };

  it("answers 503 with a clear message when announcing is not configured", async () => {
    const response = await post({ urls: ["/blog/text-lists-fail"] });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: "Announcing is off: set INDEXNOW_KEY and INDEXNOW_SECRET to announce pages." });
  });

  it.each([
    ["no secret", null],
    ["a wrong secret", "guess-0123456789abcdef0123456789ab"],
    ["the public key itself", "wallminder-test-key"],
  ])("refuses a visitor with %s, and announces nothing", async (_, secret) => {
    configure();
    const before = indexNow.submissions.length;
    const response = await post({ urls: ["/blog/text-lists-fail"] }, secret);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      message: "Only the deploy step can announce pages: send Authorization: Bearer with INDEXNOW_SECRET.",
    });
    expect(indexNow.submissions.length).toBe(before);
  });

  it("submits absolute addresses with the key and its location", async () => {
    configure();
    const response = await post({ urls: ["/blog/text-lists-fail", "https://wallminder.example/faq", "/blog/text-lists-fail#toc"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      submitted: ["https://wallminder.example/blog/text-lists-fail", "https://wallminder.example/faq"],
    });
    expect(indexNow.submissions.at(-1)).toEqual({
      host: "wallminder.example",
      key: "wallminder-test-key",
      keyLocation: "https://wallminder.example/wallminder-test-key.txt",
      urlList: ["https://wallminder.example/blog/text-lists-fail", "https://wallminder.example/faq"],
    });
  });

  it.each([
    [{ urls: "not-an-array" }, /urls must be an array/],
    [{ urls: [] }, /urls/],
    [{ urls: ["https://elsewhere.example/page"] }, /^Only addresses on this site can be announced: https:\/\/elsewhere.example\/page$/],
    [{ urls: ["/history/123"] }, /Private pages are never announced/],
    [{ urls: ["/account"] }, /Private pages are never announced/],
  ])("refuses %j with a 400", async (body, message) => {
    configure();
    const before = indexNow.submissions.length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(indexNow.submissions.length).toBe(before);
  });

  it("reports an endpoint that refuses the submission", async () => {
    configure();
    indexNow.answer(403);
    const response = await post({ urls: ["/blog"] });
    indexNow.answer(200);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, message: "The IndexNow endpoint answered HTTP 403." });
  });
});

describe("the IndexNow key file", () => {
  afterEach(() => delete process.env.INDEXNOW_KEY);

  it("serves the configured key and nothing else", async () => {
    process.env.INDEXNOW_KEY = "wallminder-test-key";
    const ok = keyFile(new Request("http://127.0.0.1/api/indexnow/key-file?key=wallminder-test-key"));
    expect([ok.status, await ok.text()]).toEqual([200, "wallminder-test-key"]);
    expect(keyFile(new Request("http://127.0.0.1/api/indexnow/key-file?key=guess-the-key")).status).toBe(404);
  });
});
