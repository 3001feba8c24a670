/**
 * Task sources as a Pro member meets them on a phone (decision record 021): the push address made on the account page,
 * a list pushed to it as a Shortcut or a script would push it, the account page saying when it arrived, the live
 * wallpaper following it (a new picture after each push, 304 while it is unchanged), a refused push keeping the last
 * list with the account page saying why, and the creator importing the list; and a calendar feed connected by its
 * address on the account page, a wrong address answered next to its form; Todoist connected with a pasted token
 * (the browser tests' app reads Todoist from the local fake, tests/fakes/todoist.ts); and Google Tasks connected
 * through Google's consent (the local OpenID Connect issuer) with lists picked, read from the Google Tasks fake that
 * runs beside the issuer and accepts its tokens; Todoist connected by OAuth on the fake's consent page, with a "Cancel"
 * there, a forged state and a used one each explained on the account page; and the browser's time zone kept with a
 * source connected by OAuth, then changed with the account page's control.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { request as newRequest } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousViolations } from "../helpers/a11y";
import { E2E_TODOIST_OAUTH_TASKS, E2E_TODOIST_TASKS, E2E_TODOIST_TOKEN } from "../fakes/todoist";
import { allowAtLocalIssuer, becomeProByDemoCheckout, emailFor, signInByEmail } from "../helpers/e2e-account";
import { PHONE, expect, test } from "../helpers/test";

test("the live wallpaper follows a list pushed from a Shortcut, and keeps the last one when a push is refused", PHONE, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInByEmail(page, emailFor("sources"));
  await becomeProByDemoCheckout(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/account");
  const sources = page.getByTestId("sources-panel");
  await expect(sources.getByText("No to-do app or calendar is connected yet.")).toBeVisible();
  const pushPanel = sources.getByTestId("push-address");
  await pushPanel.getByRole("button", { name: "Make a push address" }).click();
  const shown = pushPanel.getByTestId("push-address-value");
  await expect(shown).toHaveValue(/\/api\/sources\/push\/[A-Za-z0-9_-]{43}$/);
  await expect(shown).toBeFocused();
  const pushAddress = await shown.inputValue();
  await pushPanel.getByRole("button", { name: "Copy address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pushAddress);
  await expect(pushPanel.getByText(`On. The address ends in …${pushAddress.slice(-4)}.`)).toBeVisible();
  await expect(pushPanel.getByText("Not read yet.")).toBeVisible();

  const http = await newRequest.newContext({ baseURL });
  try {
    // What a Shortcut's "Get Contents of URL" sends: POST, no cookie, the list as text.
    const pushed = await http.post(pushAddress, { headers: { "Content-Type": "text/plain" }, data: "Buy milk\nCall mum\nPay rent" });
    expect(pushed.status()).toBe(200);
    expect(await pushed.json()).toMatchObject({ success: true, count: 3 });

    await page.reload();
    await expect(pushPanel.getByTestId("source-synced")).toContainText("Tasks: 3");
    expect(await page.content()).not.toContain(pushAddress.split("/").at(-1));

    // The live wallpaper, made on the same page, follows the push address.
    const live = page.getByTestId("live-panel");
    await live.getByRole("button", { name: "Turn on live wallpaper" }).click();
    const liveAddress = await live.getByTestId("live-address").inputValue();
    const noSavedWallpaper = await http.get(liveAddress);
    expect(noSavedWallpaper.status()).toBe(404);
    const follows = live.getByTestId("live-follows");
    await expect(follows).toBeVisible();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/live") && response.request().method() === "PATCH" && response.ok(),
    );
    await follows.selectOption({ label: "Shortcut (Shortcut or script)" });
    await saved;
    await expect(live.getByText("It follows a source")).toBeVisible();

    const first = await http.get(liveAddress);
    expect(first.status()).toBe(200);
    expect(await sharp(await first.body()).metadata()).toMatchObject({ width: 1179, height: 2556 });
    const etag = first.headers()["etag"]!;
    expect((await http.get(liveAddress, { headers: { "If-None-Match": etag } })).status()).toBe(304);

    expect((await http.post(pushAddress, { headers: { "Content-Type": "application/json" }, data: { tasks: ["Walk the dog"] } })).status()).toBe(200);
    const changed = await http.get(liveAddress, { headers: { "If-None-Match": etag } });
    expect(changed.status()).toBe(200);
    const changedTag = changed.headers()["etag"]!;
    expect((await changed.body()).equals(await first.body())).toBe(false);

    // A push the address refuses keeps the list: the phone's picture stays, and the account page says why.
    const refused = await http.post(pushAddress, { headers: { "Content-Type": "text/plain" }, data: "Walk\u0000the cat" });
    expect(refused.status()).toBe(400);
    expect((await http.post(pushAddress, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "tasks=x" })).status()).toBe(415);
    expect((await http.get(liveAddress, { headers: { "If-None-Match": changedTag } })).status()).toBe(304);
    await page.reload();
    await expect(pushPanel.getByTestId("source-error")).toContainText(
      "The last push was refused, so your list is as it was: send it as text/plain or JSON.",
    );
    await expect(pushPanel.getByTestId("source-synced")).toContainText("Tasks: 1");

    // The creator imports the pushed list into its text box.
    await page.goto("/#create-wallpaper");
    await expect(page.getByRole("button", { name: "Generate Preview" })).toBeEnabled();
    await page.getByTestId("import-from").click();
    await page.getByRole("button", { name: "Shortcut" }).click();
    await expect(page.getByRole("textbox", { name: "Your tasks" })).toHaveValue("Walk the dog");

    // Nothing runs off the side of a phone's screen on the account page, and the panel passes an accessibility scan.
    await page.goto("/account");
    await expect(pushPanel.getByTestId("source-synced")).toBeVisible();
    await expectNoSeriousViolations(page, { include: "[data-testid=sources-panel]" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  } finally {
    await http.dispose();
  }
});

/** The iCalendar fixtures over HTTP on 127.0.0.1, as a calendar app publishes a feed (the app under test allows loopback). */
async function serveCalendars(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const name = (incoming.url ?? "").slice(1);
    if (!/^[a-z-]+\.(ics|html)$/.test(name)) return void outgoing.writeHead(404).end();
    readFile(`tests/fixtures/ical/${name}`).then(
      (body) => outgoing.writeHead(200, { "Content-Type": name.endsWith(".ics") ? "text/calendar" : "text/html" }).end(body),
      () => outgoing.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("a calendar feed is connected by its address, and a wrong address is answered next to the form", PHONE, async ({ page }) => {
  test.setTimeout(90_000);
  const calendars = await serveCalendars();
  try {
    await signInByEmail(page, emailFor("sources-calendar"));
    await becomeProByDemoCheckout(page);
    await page.goto("/account");
    const sources = page.getByTestId("sources-panel");
    const form = sources.getByTestId("connect-ical");
    const address = form.getByRole("textbox", { name: "Calendar address (iCalendar)" });

    // A page that is not a calendar: the API's words, next to the form, and nothing connected.
    await address.fill(`${calendars.url}/not-a-calendar.html`);
    await form.getByRole("button", { name: "Connect calendar" }).click();
    await expect(form.getByRole("alert")).toContainText("This is not a source we can read:");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(sources.getByTestId("source-row")).toHaveCount(0);

    // The to-dos feed: open to-dos that are overdue or undated are today's (its due dates are all in March 2026).
    await address.fill(`${calendars.url}/todos.ics`);
    await form.getByRole("button", { name: "Connect calendar" }).click();
    const row = sources.getByTestId("source-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Calendar feed");
    await expect(row.getByTestId("source-synced")).toContainText("Tasks: 6.");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(address).toHaveValue("");

    // Listed again after a reload, under its address as it may be shown.
    await page.reload();
    await expect(row).toContainText(`${calendars.url}/todos.ics`);
    await expect(row.getByTestId("source-synced")).toContainText("Tasks: 6.");

    await expect(sources.getByRole("link", { name: "Connect Google Tasks" })).toHaveAttribute("href", "/api/sources/google-tasks/authorize");
    await expectNoSeriousViolations(page, { include: "[data-testid=sources-panel]" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  } finally {
    await calendars.close();
  }
});

test("Todoist is connected with a pasted API token, and a token Todoist refuses is answered next to the form", PHONE, async ({ page }) => {
  await signInByEmail(page, emailFor("sources-todoist"));
  await becomeProByDemoCheckout(page);
  await page.goto("/account");
  const sources = page.getByTestId("sources-panel");
  const form = sources.getByTestId("connect-todoist");
  const token = form.getByLabel("Todoist API token");
  await expect(form.getByText("Settings → Integrations → Developer")).toBeVisible();
  await expect(form.getByLabel("Todoist filter")).toHaveValue("today | overdue");

  await token.fill("not-a-token-todoist-knows");
  await form.getByRole("button", { name: "Connect Todoist" }).click();
  await expect(form.getByRole("alert")).toContainText("The source refused the token:");
  await expect(sources.getByTestId("source-row")).toHaveCount(0);

  await token.fill(E2E_TODOIST_TOKEN);
  await form.getByRole("button", { name: "Connect Todoist" }).click();
  const row = sources.getByTestId("source-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Todoist");
  await expect(row.getByTestId("source-synced")).toContainText(`Tasks: ${E2E_TODOIST_TASKS.length}.`);
  await expect(token).toHaveValue("");
  expect(await page.content()).not.toContain(E2E_TODOIST_TOKEN);
});

test(
  "Google Tasks is connected from the account page: the member picks lists, and only their tasks are imported and followed",
  PHONE,
  async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const email = await signInByEmail(page, emailFor("sources-google"));
    await becomeProByDemoCheckout(page);
    await page.goto("/account");
    const sources = page.getByTestId("sources-panel");
    const card = sources.getByTestId("connect-google-tasks");
    await card.getByRole("link", { name: "Connect Google Tasks" }).click();

    // Google's sign-in and consent, as the local issuer shows them: the member signs in with the same address and allows.
    await allowAtLocalIssuer(page, email);

    // Back on the account page, the lists from Google Tasks to pick from, the first one picked.
    await expect(page).toHaveURL(/\/account\?source=google-tasks&result=connected$/);
    const picker = card.getByRole("group", { name: "Lists to show" });
    await expect(picker.getByRole("checkbox")).toHaveCount(3);
    await expect(picker.getByRole("checkbox", { name: "My Tasks" })).toBeChecked();
    await expect(picker.getByRole("checkbox", { name: "Work" })).not.toBeChecked();
    await expectNoSeriousViolations(page, { include: "[data-testid=connect-google-tasks]" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await picker.getByRole("checkbox", { name: "My Tasks" }).uncheck();
    await picker.getByRole("checkbox", { name: "Work" }).check();
    await picker.getByRole("checkbox", { name: "Groceries" }).check();
    await card.getByRole("button", { name: "Show these lists" }).click();

    // Work has an open task due today-or-earlier and one with no date (its done task stays out); Groceries one.
    const row = sources.getByTestId("source-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Google Tasks");
    await expect(row.getByTestId("source-synced")).toContainText("Tasks: 3.");
    await expect(picker).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);

    // The chosen lists are kept: after a reload the source is there, and the link to connect again, not the picker.
    await page.reload();
    await expect(row.getByTestId("source-synced")).toContainText("Tasks: 3.");
    await expect(card.getByRole("link", { name: "Connect Google Tasks" })).toBeVisible();
    const { sources: kept } = (await (await page.request.get("/api/sources")).json()) as { sources: Array<{ id: string; settings: unknown }> };
    expect(kept).toHaveLength(1);
    expect(kept[0]!.settings).toEqual({
      lists: [
        { id: "e2e-work", title: "Work" },
        { id: "e2e-groceries", title: "Groceries" },
      ],
    });
    const chosen = [
      { text: "Send the quarterly report", urgent: true },
      { text: "Book the team lunch", urgent: false },
      { text: "Buy oat milk", urgent: false },
    ];
    expect((await (await page.request.get(`/api/sources/${kept[0]!.id}/tasks`)).json()).tasks).toEqual(chosen);

    // The live wallpaper follows it, and draws a phone's picture from it.
    const live = page.getByTestId("live-panel");
    await live.getByRole("button", { name: "Turn on live wallpaper" }).click();
    const liveAddress = await live.getByTestId("live-address").inputValue();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/live") && response.request().method() === "PATCH" && response.ok(),
    );
    await live.getByTestId("live-follows").selectOption({ label: "Google Tasks (Google Tasks)" });
    await saved;
    const http = await newRequest.newContext({ baseURL });
    try {
      const picture = await http.get(liveAddress);
      expect(picture.status()).toBe(200);
      expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1179, height: 2556 });
    } finally {
      await http.dispose();
    }

    // The creator imports the chosen lists' tasks, and none of My Tasks'.
    await page.goto("/#create-wallpaper");
    await expect(page.getByRole("button", { name: "Generate Preview" })).toBeEnabled();
    await page.getByTestId("import-from").click();
    await page.getByRole("button", { name: "Google Tasks" }).click();
    await expect(page.getByRole("textbox", { name: "Your tasks" })).toHaveValue(chosen.map((task) => task.text).join("\n"));
  },
);

test(
  "Todoist is connected by signing in at Todoist; a refusal there, a forged link and a used one are each explained on the account page",
  PHONE,
  async ({ page }) => {
    test.setTimeout(90_000);
    await signInByEmail(page, emailFor("sources-todoist-oauth"));
    await becomeProByDemoCheckout(page);
    await page.goto("/account");
    const sources = page.getByTestId("sources-panel");
    const form = sources.getByTestId("connect-todoist");
    const returned = sources.getByTestId("connect-sources");
    const rows = sources.getByTestId("source-row");
    const kept = async () => ((await (await page.request.get("/api/sources")).json()) as { sources: unknown[] }).sources;

    // The member says no on Todoist's consent page: back on the account page, told so, and nothing connected.
    await form.getByRole("link", { name: "Connect with Todoist" }).click();
    await expect(page.getByRole("heading", { name: "Wallminder would like to read your tasks" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/account\?source=todoist&result=denied$/);
    await expect(returned.getByRole("alert")).toHaveText("Todoist was not connected: access was not allowed at Todoist.");
    await expect(rows).toHaveCount(0);
    expect(await kept()).toEqual([]);

    // A callback with a state this site never gave (a forged link): a clear message, not an error page, and nothing kept.
    await page.goto(`/api/sources/todoist/callback?code=abc&state=${"A".repeat(43)}`);
    await expect(page).toHaveURL(/\/account\?source=todoist&result=invalid$/);
    await expect(returned.getByRole("alert")).toContainText("This Todoist connection link is not valid any more");
    await expect(rows).toHaveCount(0);
    expect(await kept()).toEqual([]);

    // The member agrees: Todoist sends them back with a code, which the site exchanges for a token and reads with.
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/sources/todoist/callback");
    await form.getByRole("link", { name: "Connect with Todoist" }).click();
    await page.getByRole("button", { name: "Agree" }).click();
    const usedLink = (await callback).url();
    expect(new URL(usedLink).searchParams.get("code")).toBeTruthy();
    await expect(page).toHaveURL(/\/account\?source=todoist&result=connected$/);
    await expect(returned.getByRole("status")).toHaveText("Todoist is connected.");
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId("source-synced")).toContainText(`Tasks: ${E2E_TODOIST_OAUTH_TASKS.length}.`);

    // The same link again (the back button, or someone who saw it): refused, explained, and still one source.
    await page.goto(usedLink);
    await expect(page).toHaveURL(/\/account\?source=todoist&result=invalid$/);
    await expect(returned.getByRole("alert")).toContainText("This Todoist connection link is not valid any more");
    await expect(rows).toHaveCount(1);
    expect(await kept()).toHaveLength(1);
    await expectNoSeriousViolations(page, { include: "[data-testid=sources-panel]" });
  },
);

test.describe("a member in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a source connected at Todoist keeps the browser's time zone, and the account page changes it from the keyboard", PHONE, async ({ page }) => {
    test.setTimeout(90_000);
    await signInByEmail(page, emailFor("sources-zone"));
    await becomeProByDemoCheckout(page);
    await page.goto("/account");
    const sources = page.getByTestId("sources-panel");
    const start = sources.getByTestId("connect-todoist").getByRole("link", { name: "Connect with Todoist" });
    await expect(start).toHaveAttribute("href", "/api/sources/todoist/authorize?timeZone=Asia%2FTokyo");
    await start.click();
    await page.getByRole("button", { name: "Agree" }).click();
    await expect(page).toHaveURL(/\/account\?source=todoist&result=connected$/);

    // Kept in Tokyo's time zone, not UTC's.
    const row = sources.getByTestId("source-row");
    const zone = row.getByRole("combobox", { name: "Time zone" });
    const save = row.getByRole("button", { name: "Save time zone" });
    await expect(zone).toHaveValue("Asia/Tokyo");
    await expect(save).toBeDisabled();
    const { sources: kept } = (await (await page.request.get("/api/sources")).json()) as { sources: Array<{ id: string; timeZone: string }> };
    expect(kept).toEqual([expect.objectContaining({ timeZone: "Asia/Tokyo" })]);
    await expectNoSeriousViolations(page, { include: "[data-testid=sources-panel]" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // From the keyboard: an arrow key moves to the next zone, then another zone is chosen, Tab reaches Save, Enter saves.
    await zone.focus();
    await page.keyboard.press("ArrowDown");
    await expect(zone).not.toHaveValue("Asia/Tokyo");
    await expect(save).toBeEnabled();
    await zone.selectOption("Europe/Lisbon");
    await page.keyboard.press("Tab");
    await expect(save).toBeFocused();
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().endsWith(`/api/sources/${kept[0]!.id}`),
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(zone).toHaveValue("Europe/Lisbon");

    // A zone the runtime does not know is refused, and the source keeps its own.
    const refused = await page.request.patch(`/api/sources/${kept[0]!.id}`, { data: { timeZone: "Mars/Olympus_Mons" } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: "Unknown time zone: send a name such as Europe/London." });
    await page.reload();
    await expect(zone).toHaveValue("Europe/Lisbon");
  });
});
