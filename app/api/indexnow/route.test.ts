import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeIndexNow } from "@/tests/fakes/indexnow-server";
import { jsonPost } from "@/tests/helpers/requests";
import { GET as keyFile } from "./key-file/route";
import { POST } from "./route";

const post = (body: unknown) => POST(jsonPost("http://127.0.0.1/api/indexnow", body));

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
  });
  const configure = () => {
    process.env.INDEXNOW_KEY = "wallminder-test-key";
    process.env.INDEXNOW_ENDPOINT = indexNow.endpoint;
    process.env.SITE_URL = "https://wallminder.example";
  };

  it("answers success: false with a clear error when IndexNow is not configured", async () => {
    const response = await post({ urls: ["/blog/text-lists-fail"] });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: "IndexNow is not configured: set INDEXNOW_KEY to announce pages." });
  });

  it("submits absolute addresses with the key and its location", async () => {
    configure();
    const response = await post({ urls: ["/blog/text-lists-fail", "https://wallminder.example/faq", "/blog/text-lists-fail#toc"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, submitted: ["https://wallminder.example/blog/text-lists-fail", "https://wallminder.example/faq"] });
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
    [{ urls: ["https://elsewhere.example/page"] }, /Only addresses on wallminder.example/],
    [{ urls: ["/history/123"] }, /Private pages are never announced/],
    [{ urls: ["/account"] }, /Private pages are never announced/],
  ])("refuses %j with a 400", async (body, error) => {
    configure();
    const before = indexNow.submissions.length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(error) });
    expect(indexNow.submissions.length).toBe(before);
  });

  it("reports an endpoint that refuses the submission", async () => {
    configure();
    indexNow.answer(403);
    const response = await post({ urls: ["/blog"] });
    indexNow.answer(200);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toBe("The IndexNow endpoint answered HTTP 403.");
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
