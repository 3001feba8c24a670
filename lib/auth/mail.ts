/**
 * Delivers sign-in links: by SMTP when SMTP_URL is set, otherwise to the server log and, on a local
 * site, to the mailbox at /dev/mailbox, so a fresh machine can sign in with no configuration.
 */
import "server-only";
import { type ServerEnv, isPublicDeployment } from "@/lib/env";
import { logger } from "@/lib/log";

export interface SignInLink {
  email: string;
  url: string;
  sentAt: string;
}

const MAILBOX_SIZE = 50;
const shared = globalThis as typeof globalThis & {
  __wallminderMailbox?: SignInLink[];
  /** One transport per SMTP_URL, reused for every message. */
  __wallminderSmtp?: { url: string; transport: import("nodemailer").Transporter };
};

async function smtpTransport(url: string) {
  if (shared.__wallminderSmtp?.url !== url) {
    const { createTransport } = await import("nodemailer");
    shared.__wallminderSmtp = { url, transport: createTransport(url) };
  }
  return shared.__wallminderSmtp.transport;
}

/** The dev mailbox is open when no mail server is configured and the site is not a public deployment. */
export function mailboxEnabled(env: ServerEnv): boolean {
  return !env.SMTP_URL && !isPublicDeployment(env);
}

/** The latest links, newest first. */
export function mailboxLinks(): readonly SignInLink[] {
  return shared.__wallminderMailbox ?? [];
}

export async function sendSignInLink(env: ServerEnv, email: string, url: string): Promise<void> {
  if (env.SMTP_URL) {
    await (await smtpTransport(env.SMTP_URL)).sendMail({
      from: env.SMTP_FROM,
      to: email,
      subject: "Your Wallminder sign-in link",
      text: `Sign in to Wallminder:\n\n${url}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this email.`,
      html: `<p>Sign in to Wallminder:</p><p><a href="${url}">Sign in</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.</p>`,
    });
    logger.info({ email }, "sign-in link sent by email");
    return;
  }
  if (isPublicDeployment(env)) {
    throw new Error("No mail server configured: set SMTP_URL so that sign-in links reach people.");
  }
  logger.info({ email, url }, "sign-in link (no SMTP_URL set, so it is not emailed)");
  const box = (shared.__wallminderMailbox ??= []);
  box.unshift({ email, url, sentAt: new Date().toISOString() });
  box.length = Math.min(box.length, MAILBOX_SIZE);
}
