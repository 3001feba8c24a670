/** The browser's history calls, answered by the real routes: the screens read exactly what the routes send. */
import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as removeRoute, GET as oneRoute } from "@/app/api/wallpaper/[id]/route";
import { POST as tasksRoute } from "@/app/api/wallpaper/[id]/tasks/route";
import { GET as downloadRoute } from "@/app/api/wallpaper/download/route";
import { POST as exportRoute } from "@/app/api/wallpaper/export/route";
import { GET as historyRoute } from "@/app/api/wallpaper/history/route";
import { POST as saveRoute } from "@/app/api/wallpaper/save/route";
import { SITE, type SignedIn, signIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import {
  HistoryRequestError,
  deleteWallpaper,
  downloadWallpaperImage,
  exportWallpapers,
  fetchHistoryPage,
  fetchWallpaper,
  fileNameFromDisposition,
  imageSource,
  saveTaskChecks,
} from "./client";

const database = openTestDatabase();
let pro: SignedIn;
let free: SignedIn;

/** fetch as the browser of `who`, answered by the route handler for the path. */
function fetchAs(who: SignedIn) {
  return async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), SITE), {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init.headers)), Authorization: `Bearer ${who.token}` },
    });
    const { pathname } = new URL(request.url);
    const id = /^\/api\/wallpaper\/([^/]+)/.exec(pathname)?.[1] ?? "";
    const params = { params: Promise.resolve({ id }) };
    if (pathname === "/api/wallpaper/history") return historyRoute(request);
    if (pathname === "/api/wallpaper/download") return downloadRoute(request);
    if (pathname === "/api/wallpaper/export") return exportRoute(request);
    if (pathname === "/api/wallpaper/save") return saveRoute(request);
    if (pathname.endsWith("/tasks")) return tasksRoute(request, params);
    return request.method === "DELETE" ? removeRoute(request, params) : oneRoute(request, params);
  };
}

async function save(who: SignedIn, text: string): Promise<string> {
  const response = await fetchAs(who)("/api/wallpaper/save", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  [pro, free] = await Promise.all([signInPro(database.current.db), signIn(`free-${randomUUID().slice(0, 8)}@example.test`)]);
});

afterEach(() => vi.unstubAllGlobals());

describe("the history client against the routes", () => {
  it("pages through, ticks, downloads, exports and deletes", async () => {
    vi.stubGlobal("fetch", vi.fn(fetchAs(pro)));
    const first = await save(pro, "Walk 30 minutes\nDrink water");
    const second = await save(pro, "Call mum");

    const page = await fetchHistoryPage();
    expect(page.wallpapers.map((item) => item.id)).toEqual([second, first]);
    expect(page.nextCursor).toBeNull();
    const item = page.wallpapers[1]!;
    expect(item.tasks.map((task) => [task.text, task.completed])).toEqual([
      ["Walk 30 minutes", false],
      ["Drink water", false],
    ]);

    const ticked = await saveTaskChecks(
      first,
      item.tasks.map((task, index) => ({ ...task, completed: index === 1 })),
    );
    expect(ticked.tasks.map((task) => task.completed)).toEqual([false, true]);
    expect((await fetchWallpaper(first)).tasks.map((task) => task.completed)).toEqual([false, true]);
    expect(imageSource(ticked)).toBe(`${ticked.url}&v=01`);

    const image = await downloadWallpaperImage(ticked);
    expect(image.fileName).toMatch(/^wallminder-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.png$/);
    expect(
      Buffer.from(await image.blob.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    const archive = await exportWallpapers([first, second]);
    expect(archive.exported).toBe(2);
    expect(archive.fileName).toMatch(/^wallminder-export-\d{4}-\d\d-\d\d\.zip$/);
    expect(Object.keys(unzipSync(new Uint8Array(await archive.blob.arrayBuffer())))).toHaveLength(2);

    await deleteWallpaper(second);
    await expect(fetchWallpaper(second)).rejects.toMatchObject({ status: 404, notFound: true, message: "Wallpaper not found" });
    await expect(deleteWallpaper(second)).rejects.toMatchObject({ status: 404 });
  });

  it("carries the server's message and status when it refuses", async () => {
    vi.stubGlobal("fetch", vi.fn(fetchAs(free)));
    const refused = await fetchHistoryPage().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HistoryRequestError);
    expect(refused).toMatchObject({ status: 403, message: "Pro subscription required to access wallpaper history." });
  });

  it("says status 0 when the server was never reached, and 200 for an answer of the wrong shape", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(fetchHistoryPage()).rejects.toMatchObject({ status: 0, message: "" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json({ wallpapers: "none" })));
    await expect(fetchHistoryPage()).rejects.toMatchObject({ status: 200, message: "" });
  });
});

describe("fileNameFromDisposition", () => {
  it.each([
    ['attachment; filename="wallminder-2026-11-23T10-00-00.png"', "wallminder-2026-11-23T10-00-00.png"],
    ["attachment; filename=export.zip", "export.zip"],
    [`attachment; filename="fallback.zip"; filename*=UTF-8''r%C3%A9sum%C3%A9.zip`, "résumé.zip"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ["attachment", null],
    [null, null],
  ])("reads %s", (header, name) => expect(fileNameFromDisposition(header)).toBe(name));
});
