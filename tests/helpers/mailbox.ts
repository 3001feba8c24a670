/** The sign-in link for `email` on the /dev/mailbox page's HTML, for tests and benchmarks that sign in without a browser. */
export function signInLinkFrom(mailboxHtml: string, email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = new RegExp(`href="([^"]+)"[^>]*>Sign in as ${escaped}<`).exec(mailboxHtml)?.[1];
  if (!link) throw new Error(`no sign-in link for ${email} in the mailbox`);
  return link.replaceAll("&amp;", "&");
}

/**
 * Signs `email` in over HTTP, as a browser would: asks for a link, takes it from the app's /dev/mailbox, follows it.
 * Resolves to the session cookie (`name=value; …`); throws when a step fails.
 */
export async function signInByMailbox(appUrl: string, email: string, headers: Record<string, string> = {}): Promise<string> {
  const asked = await fetch(`${appUrl}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: appUrl, ...headers },
    body: JSON.stringify({ email, callbackURL: "/auth/callback" }),
  });
  if (asked.status !== 200) throw new Error(`asking a sign-in link for ${email} answered ${asked.status}`);
  const verified = await fetch(signInLinkFrom(await (await fetch(`${appUrl}/dev/mailbox`)).text(), email), { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token=")) throw new Error(`following ${email}'s sign-in link set no session`);
  return cookie;
}
