/** The sign-in link for `email` on the /dev/mailbox page's HTML, for tests and benchmarks that sign in without a browser. */
export function signInLinkFrom(mailboxHtml: string, email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = new RegExp(`href="([^"]+)"[^>]*>Sign in as ${escaped}<`).exec(mailboxHtml)?.[1];
  if (!link) throw new Error(`no sign-in link for ${email} in the mailbox`);
  return link.replaceAll("&amp;", "&");
}
