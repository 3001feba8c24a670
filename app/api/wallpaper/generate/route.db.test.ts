import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderQueueSize } from "@/lib/http/render";
import { logger } from "@/lib/log";
import * as server from "@/lib/wallpaper/server";
import { SITE, type SignedIn, signIn } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { POST } from "./route";

openTestDatabase();
let person: SignedIn;
beforeAll(async () => {
  person = await signIn("renders@example.test");
});

const GENERATE_URL = `${SITE}/api/wallpaper/generate`;
const post = (body: unknown) => POST(jsonPost(GENERATE_URL, body, { Authorization: `Bearer ${person.token}` }));

async function expectPng(response: Response, width: number, height: number): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const png = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", width, height]);
  return png;
}

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return `#${[data[at], data[at + 1], data[at + 2]].map((channel) => (channel ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

describe("POST /api/wallpaper/generate", () => {
  it("answers 401 with the sign-in message without a session or with a made-up token", async () => {
    const anonymous = jsonPost(GENERATE_URL, { text: "Buy milk", options: {} });
    const madeUp = new Request(GENERATE_URL, {
      method: "POST",
      headers: { Authorization: "Bearer made-up", "Content-Type": "application/json" },
      body: "{}",
    });
    for (const request of [anonymous, madeUp]) {
      const response = await POST(request);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: "Authorization error: Please try signing in again." });
    }
  });

  it("renders the text as a 1179x2556 PNG by default", async () => {
    await expectPng(await post({ text: "Buy milk\nPay rent today", options: {} }), 1179, 2556);
  });

  it("renders at the requested size and mode", async () => {
    const response = await post({ text: "Buy milk\n给妈妈打电话", options: { width: 750, height: 1334, generation_mode: "emoji" } });
    await expectPng(response, 750, 1334);
  });

  it("renders at a preset's size on the theme's background", async () => {
    const png = await expectPng(
      await post({ text: "Buy milk\nPay rent today", options: { style: { preset: "galaxy-s25", theme: "oled" } } }),
      1080,
      2340,
    );
    expect([await pixelAt(png, 0, 0), await pixelAt(png, 1079, 2339)]).toEqual(["#000000", "#000000"]);
  });

  it("renders on a custom background colour, and a gradient from its first colour at the top to its last at the bottom", async () => {
    const custom = await expectPng(
      await post({ text: "Buy milk", options: { style: { preset: "pixel-10", theme: "custom", background: "#7C3AED" } } }),
      1080,
      2424,
    );
    expect(await pixelAt(custom, 5, 5)).toBe("#7c3aed");
    const midnight = await expectPng(await post({ text: "Buy milk", options: { style: { theme: "midnight" } } }), 1179, 2556);
    expect([await pixelAt(midnight, 0, 0), await pixelAt(midnight, 0, 2555)]).toEqual(["#0b1120", "#312e81"]);
  });

  it("hands the whole style to the renderer, sent nested or, by an older client, beside the size", async () => {
    const render = vi.spyOn(server, "renderWallpaperPng");
    const style = { preset: "iphone-17", theme: "sunset", textSize: "large", align: "left" } as const;
    await post({ text: "Buy milk", options: { style } });
    await post({ text: "Buy milk", options: style });
    expect(render).toHaveBeenCalledTimes(2);
    for (const [input] of render.mock.calls) expect(input).toMatchObject({ width: 1206, height: 2622, style: { ...style, background: null } });
  });

  it("turns the text into tasks with the local engine for the chosen mode", async () => {
    const render = vi.spyOn(server, "renderWallpaperPng");
    await post({ text: "Buy milk\nPay rent today", options: { generation_mode: "smart" } });
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ mode: "smart", width: 1179, height: 2556 }));
    expect(render.mock.calls[0]?.[0].tasks[0]).toMatchObject({ text: "Pay rent today", isPriority: true });
  });

  it("draws the given tasks instead of the text when the body has them", async () => {
    const render = vi.spyOn(server, "renderWallpaperPng");
    const response = await post({ text: "ignored", options: {}, tasks: [{ text: "Ship it", isPriority: true, emoji: "🚀" }, { text: "Rest" }] });
    await expectPng(response, 1179, 2556);
    expect(render.mock.calls[0]?.[0].tasks).toEqual([
      { text: "Ship it", isPriority: true, emoji: "🚀" },
      { text: "Rest", isPriority: false, emoji: null },
    ]);
  });

  it.each([
    ["a width below 320", { text: "x", options: { width: 100 } }, /width must be between 320 and 4096 pixels/],
    ["a width above 4096", { text: "x", options: { width: 5000 } }, /width must be between 320 and 4096 pixels/],
    ["a fractional height", { text: "x", options: { height: 2556.5 } }, /height must be a whole number of pixels/],
    ["a width that is not a number", { text: "x", options: { width: "wide" } }, /width must be a number/],
    ["an unknown mode", { text: "x", options: { generation_mode: "rainbow" } }, /options.generation_mode: mode must be one of plain, smart, emoji/],
    [
      "an unknown theme",
      { text: "x", options: { style: { theme: "neon" } } },
      /^Invalid request: options\.style\.theme: theme must be one of light, dark, oled, .*custom/,
    ],
    ["an unknown preset", { text: "x", options: { style: { preset: "nokia-3310" } } }, /options\.style\.preset: preset must be one of iphone-16, /],
    [
      "a size that is not the preset's",
      { text: "x", options: { width: 1179, height: 2556, style: { preset: "iphone-17" } } },
      /options\.style\.preset: the iphone-17 preset is 1206 x 2622 pixels/,
    ],
    [
      "the custom theme without a colour",
      { text: "x", options: { style: { theme: "custom" } } },
      /options\.style\.background: the custom theme needs a background colour/,
    ],
    [
      "a colour that is not #rrggbb",
      { text: "x", options: { style: { theme: "custom", background: "purple" } } },
      /options\.style\.background: background must be a colour written #rrggbb/,
    ],
    [
      "an unknown text size",
      { text: "x", options: { style: { textSize: "huge" } } },
      /options\.style\.textSize: textSize must be one of small, medium, large/,
    ],
    ["an unknown alignment", { text: "x", options: { style: { align: "justify" } } }, /options\.style\.align: align must be one of center, left/],
    [
      "a style sent both nested and beside it",
      { text: "x", options: { theme: "dark", style: { theme: "ocean" } } },
      /options\.theme: send theme inside style, not beside it/,
    ],
    ["malformed JSON", "{not json", /valid JSON/],
    ["a missing text", { options: {} }, /text must be a string/],
    ["more than 100 tasks", { text: "", tasks: Array.from({ length: 101 }, () => ({ text: "x" })) }, /at most 100 tasks/],
    ["a task over 300 characters", { text: "", tasks: [{ text: "x".repeat(301) }] }, /at most 300 characters/],
  ])("answers 400 with a message for %s", async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });

  it("answers 413 for text over 5000 characters", async () => {
    const response = await post({ text: "Buy milk\n".repeat(600), options: {} });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(/5000 characters/) });
  });

  it("answers 500 with a generic message, not a stack, when rendering fails", async () => {
    vi.spyOn(server, "renderWallpaperPng").mockRejectedValue(new Error("skia exploded"));
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const response = await post({ text: "Buy milk", options: {} });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: "The server encountered an error. Please try again later.",
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: new Error("skia exploded"), path: "/api/wallpaper/generate" }),
      "request failed",
    );
  });

  it("draws a few at once, lets one account hold two places and tells the rest to come back", async () => {
    let release!: () => void;
    const held = new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from("png"))));
    vi.spyOn(server, "renderWallpaperPng").mockReturnValue(held);
    const first = post({ text: "Buy milk", options: {} });
    const second = post({ text: "Buy milk", options: {} });
    // Waits for the queue itself, not for a fixed time: on a loaded machine a request can take seconds to get there.
    await vi.waitFor(() => expect(renderQueueSize()).toEqual({ running: 2, waiting: 0 }), { timeout: 30_000, interval: 20 });
    const third = await post({ text: "Buy milk", options: {} });
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toBe("5");
    expect(await third.json()).toEqual({
      success: false,
      message: "Your other wallpapers are still being drawn. Please wait for them and try again.",
    });

    // Others fill the queue (2 drawing, 8 waiting): the next one is turned away with 503.
    const others = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(`queue-${i}-${randomUUID().slice(0, 6)}@example.test`)));
    const postAs = (who: SignedIn) => POST(jsonPost(GENERATE_URL, { text: "Buy milk" }, { Authorization: `Bearer ${who.token}` }));
    const queued = others.slice(0, 4).flatMap((who) => [postAs(who), postAs(who)]);
    await vi.waitFor(() => expect(renderQueueSize()).toEqual({ running: 2, waiting: 8 }), { timeout: 30_000, interval: 20 });
    const turnedAway = await postAs(others[4]!);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get("Retry-After")).toBe("5");
    expect((await turnedAway.json()).message).toBe("The server is busy drawing other wallpapers. Please try again in a few seconds.");

    release();
    expect((await Promise.all([first, second, ...queued])).map((response) => response.status)).toEqual(Array(10).fill(200));
  }, 60_000); // six sign-ins and ten renders in one test
});
