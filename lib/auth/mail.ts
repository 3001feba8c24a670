/**
 * Delivers sign-in links: by SMTP when SMTP_URL is set, otherwise to the server log and, on a local
 * site, to the mailbox at /dev/mailbox, so a fresh machine can sign in with no configuration.
 */
import "server-only";
import { type ServerEnv, isPublicDeployment } from "@/lib/env";
import { SITE_NAME } from "@/config/site";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";

export interface SignInLink {
  email: string;
  url: string;
  sentAt: string;
}

const MAILBOX_SIZE = 50;
const mailbox = processWide<{ links: SignInLink[] }>("mailbox", () => ({ links: [] }));
/** One transport per SMTP_URL, reused for every message. */
const smtp = processWide<{ url?: string; transport?: import("nodemailer").Transporter }>("smtp", () => ({}));

async function smtpTransport(url: string) {
  const held = smtp.get();
  if (held.url !== url || !held.transport) {
    const { createTransport } = await import("nodemailer");
    smtp.set({ url, transport: createTransport(url) });
  }
  return smtp.get().transport!;
}

/** The dev mailbox is open when no mail server is configured and the site is not a public deployment. */
export function mailboxEnabled(env: ServerEnv): boolean {
  return !env.SMTP_URL && !isPublicDeployment(env);
}

/** A sign-in link works once and for 15 minutes; the mailbox shows only links that still work. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** The latest links that still work, newest first. */
export function mailboxLinks(now = Date.now()): readonly SignInLink[] {
  return mailbox.get().links.filter((link) => now - Date.parse(link.sentAt) < SIGN_IN_LINK_TTL_MS);
}

/** Drops a link once it has been followed (used or not, it will not work again). */
export function forgetMailboxLink(token: string): void {
  if (!token) return;
  const box = mailbox.get();
  box.links = box.links.filter((link) => new URL(link.url).searchParams.get("token") !== token);
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const isLoopbackAddress = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address.trim()) || address.trim() === "localhost";

/**
 * Whether a request for the mailbox comes from this machine: addressed to a loopback name (so a
 * DNS-rebinding page cannot reach it), and from a loopback connection as far as the server can tell
 * (Next puts the connection's address in X-Forwarded-For when the client sent none; every hop
 * listed must be loopback). `npm start` also binds to localhost only.
 */
export function isLoopbackRequest(headers: Headers): boolean {
  const hostname = (host: string | null) => (host ? new URL(`http://${host}`).hostname : null);
  try {
    const names = [hostname(headers.get("host")), hostname(headers.get("x-forwarded-host"))].filter((name) => name !== null);
    if (names.length === 0 || !names.every((name) => LOOPBACK_NAMES.has(name))) return false;
  } catch {
    return false;
  }
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").filter((hop) => hop.trim() !== "");
  return hops.length > 0 && hops.every(isLoopbackAddress) && !headers.has("forwarded");
}

export async function sendSignInLink(env: ServerEnv, email: string, url: string): Promise<void> {
  if (env.SMTP_URL) {
    await (
      await smtpTransport(env.SMTP_URL)
    ).sendMail({
      from: env.SMTP_FROM,
      to: email,
      subject: `Your ${SITE_NAME} sign-in link`,
      text: `Sign in to ${SITE_NAME}:\n\n${url}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this email.`,
      html: `<p>Sign in to ${SITE_NAME}:</p><p><a href="${url}">Sign in</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.</p>`,
    });
    logger.info({ email }, "sign-in link sent by email");
    return;
  }
  if (isPublicDeployment(env)) {
    throw new Error("No mail server configured: set SMTP_URL so that sign-in links reach people.");
  }
  logger.info({ email, url }, "sign-in link (no SMTP_URL set, so it is not emailed)");
  const box = mailbox.get().links;
  box.unshift({ email, url, sentAt: new Date().toISOString() });
  box.length = Math.min(box.length, MAILBOX_SIZE);
}
