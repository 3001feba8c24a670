/**
 * Addresses the site cannot answer as asked, answered as clear refusals in the API's one error shape:
 * - an address whose escapes do not decode ("/history/%E0%A4%A", a link cut short in a chat), which Next could not route
 *   and answered 500: the API answers 400, in the visitor's language; a page is the "not found" page in the address's
 *   language, with the way home;
 * - an API address no route has, and a method a route does not answer, which Next answered with an HTML page and an
 *   empty body: 404 and 405 (with Allow).
 */
import { expect, test } from "../helpers/test";

const UNREADABLE = ["%E0%A4%A", "%ZZ", "a%E0", "%"];
const API = ["/api/wallpaper/ID", "/api/wallpaper/ID/tasks", "/api/live/ID", "/api/sources/ID/sync", "/api/sources/push/ID", "/api/demo/checkout/ID"];

test("the API answers an address it cannot read with 400 in its error shape, in the visitor's language", async ({ request }) => {
  for (const [language, message] of [
    ["en", "This address is not valid: part of it is not written correctly."],
    ["zh-CN", "这个地址无效：其中有一部分写得不对。"],
  ] as const) {
    for (const route of API) {
      for (const escape of UNREADABLE) {
        for (const method of ["GET", "POST", "DELETE"]) {
          const address = route.replace("ID", escape);
          const response = await request.fetch(address, { method, headers: { "Accept-Language": language } });
          expect(response.status(), `${method} ${address}`).toBe(400);
          expect(await response.json(), `${method} ${address}`).toEqual({ success: false, message });
        }
      }
    }
  }
});

test("a page at an address that cannot be read is the 'not found' page, in the address's language", async ({ page }) => {
  for (const [address, title, back] of [
    ["/history/%E0%A4%A", "Page Not Found", "Go to the homepage"],
    ["/%ZZ", "Page Not Found", "Go to the homepage"],
    ["/zh/history/%E0%A4%A", "页面不存在", "返回首页"],
    ["/zh/faq%E0", "页面不存在", "返回首页"],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(title);
    await expect(page.getByRole("main").getByRole("link", { name: back }), address).toBeVisible();
  }
});

test("the API answers an address no route has with 404 and a method its route does not answer with 405, in its error shape", async ({ request }) => {
  const unknown = await request.get("/api/wallpapers");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ success: false, message: "There is no such address in our API." });
  for (const [method, address, allowed] of [
    ["PUT", "/api/wallpaper/save", "POST, OPTIONS"],
    ["GET", "/api/wallpaper/save", "POST, OPTIONS"],
    ["POST", "/api/wallpaper/history", "GET, HEAD, OPTIONS"],
    ["PATCH", "/api/sources/0b7c/sync", "POST, OPTIONS"],
  ] as const) {
    const response = await request.fetch(address, { method });
    expect(response.status(), `${method} ${address}`).toBe(405);
    expect(response.headers()["allow"], `${method} ${address}`).toBe(allowed);
    expect(await response.json()).toEqual({ success: false, message: `This address does not answer ${method}: it answers ${allowed}.` });
  }
  // What the routes answer still reaches them.
  expect((await request.get("/api/health")).status()).toBe(200);
  expect((await request.head("/api/health")).status()).toBe(200);
  expect((await request.fetch("/api/wallpaper/save", { method: "OPTIONS" })).status()).toBe(204);
});
