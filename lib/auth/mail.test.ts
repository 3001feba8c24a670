import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getServerEnv } from "@/lib/env";
import { forgetMailboxLink, isLoopbackRequest, mailboxEnabled, mailboxLinks, sendSignInLink, SIGN_IN_LINK_TTL_MS } from "./mail";

const env = (values: Record<string, string>) => getServerEnv({ ...values } as NodeJS.ProcessEnv);

describe("the dev mailbox", () => {
  it("is open on a local site with no mail server, and closed on a public deployment or with SMTP", () => {
    expect(mailboxEnabled(env({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" }))).toBe(true);
    expect(mailboxEnabled(env({ NODE_ENV: "development", SITE_URL: "https://wallminder.app" }))).toBe(true);
    expect(mailboxEnabled(env({ NODE_ENV: "production", SITE_URL: "https://wallminder.app" }))).toBe(false);
    expect(mailboxEnabled(env({ SITE_URL: "http://127.0.0.1:3000", SMTP_URL: "smtp://127.0.0.1:2525" }))).toBe(false);
  });

  it("keeps the latest links, newest first", async () => {
    const local = env({ SITE_URL: "http://localhost:3000" });
    await sendSignInLink(local, "first@example.test", "http://localhost:3000/verify?token=1");
    await sendSignInLink(local, "second@example.test", "http://localhost:3000/verify?token=2");
    expect(
      mailboxLinks()
        .slice(0, 2)
        .map((link) => link.email),
    ).toEqual(["second@example.test", "first@example.test"]);
  });

  it("shows only links that still work: a followed one is gone, and so is one past 15 minutes", async () => {
    const local = env({ SITE_URL: "http://localhost:3000" });
    await sendSignInLink(local, "used@example.test", "http://localhost:3000/api/auth/magic-link/verify?token=used-token");
    await sendSignInLink(local, "fresh@example.test", "http://localhost:3000/api/auth/magic-link/verify?token=fresh-token");
    forgetMailboxLink("used-token");
    const emails = mailboxLinks().map((link) => link.email);
    expect(emails).toContain("fresh@example.test");
    expect(emails).not.toContain("used@example.test");
    expect(mailboxLinks(Date.now() + SIGN_IN_LINK_TTL_MS + 1000).map((link) => link.email)).not.toContain("fresh@example.test");
  });

  it.each([
    [{ host: "localhost:3000", "x-forwarded-for": "127.0.0.1" }, true],
    [{ host: "127.0.0.1:3100", "x-forwarded-for": "::1" }, true],
    [{ host: "[::1]:3000", "x-forwarded-for": "::ffff:127.0.0.1" }, true],
    [{ host: "wallminder.app", "x-forwarded-for": "127.0.0.1" }, false], // another name: DNS rebinding or a proxy
    [{ host: "localhost:3000", "x-forwarded-for": "203.0.113.9" }, false], // a connection from elsewhere
    [{ host: "localhost:3000", "x-forwarded-for": "127.0.0.1, 203.0.113.9" }, false],
    [{ host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-for": "127.0.0.1" }, false],
    [{ host: "localhost:3000", "x-forwarded-for": "127.0.0.1", forwarded: "for=203.0.113.9" }, false],
    [{ host: "localhost:3000" }, false], // no connection address at all
    [{ "x-forwarded-for": "127.0.0.1" }, false],
  ])("opens to %j: %s", (headers, open) => expect(isLoopbackRequest(new Headers(headers as Record<string, string>))).toBe(open));

  it("refuses to drop a link on a public deployment with no mail server", async () => {
    const deployed = env({ NODE_ENV: "production", SITE_URL: "https://wallminder.app" });
    await expect(sendSignInLink(deployed, "a@example.test", "https://wallminder.app/verify")).rejects.toThrow(/SMTP_URL/);
  });
});

describe("sign-in links by SMTP", () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the link to the person through the configured server, and not to the mailbox", async () => {
    const before = mailboxLinks().length;
    const smtp = env({
      SITE_URL: "https://wallminder.app",
      NODE_ENV: "production",
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      SMTP_FROM: "Wallminder <hello@wallminder.app>",
    });
    await sendSignInLink(smtp, "reader@example.test", "https://wallminder.app/api/auth/magic-link/verify?token=abc");

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "hello@wallminder.app", to: ["reader@example.test"] });
    const raw = received[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="); // undo quoted-printable
    expect(raw).toMatch(/^Subject: Your Wallminder sign-in link\r?$/m);
    expect(raw).toContain("https://wallminder.app/api/auth/magic-link/verify?token=abc");
    expect(mailboxLinks()).toHaveLength(before);
  });
});
