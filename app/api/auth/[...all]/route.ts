import * as z from "zod/mini";
import { MagicLinkRequestSchema, UpdateUserRequestSchema } from "@/lib/account/profile";
import { getAuth } from "@/lib/auth/config";
import { forgetMailboxLink } from "@/lib/auth/mail";
import { deviceFor } from "@/lib/auth/device";
import { withholdTokens } from "@/lib/auth/tokens";
import { isDatabaseDown, RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { retryLater } from "@/lib/http/api-error";
import { readBodyText, readJsonBody } from "@/lib/http/body";
import { countSignIn } from "@/lib/http/limits";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

const MAX_AUTH_BODY_BYTES = 16 * 1024;

const SocialSignInSchema = z.looseObject({
  provider: z.string().check(z.maxLength(64)),
  callbackURL: z.optional(z.string().check(z.maxLength(2048))),
  errorCallbackURL: z.optional(z.string().check(z.maxLength(2048))),
});

/** The requests a person writes into: checked (and counted, for sign-ins) before Better Auth sees them. */
const CHECKED: Record<string, { schema: z.ZodMiniType<Record<string, unknown>>; limited: boolean }> = {
  "/api/auth/sign-in/magic-link": { schema: MagicLinkRequestSchema, limited: true },
  "/api/auth/sign-in/social": { schema: SocialSignInSchema, limited: true },
  "/api/auth/update-user": { schema: UpdateUserRequestSchema, limited: false },
};

const VERIFY_PATH = "/api/auth/magic-link/verify";

/** Better Auth answers a failed database call with its own 500: while the database is down, say so instead. */
async function answer(request: Request, forwarded: Request = request): Promise<Response> {
  const response = await (await getAuth()).handler(forwarded);
  if (response.status >= 500 && isDatabaseDown()) throw retryLater(503, "databaseUnavailable", RETRY_AFTER_SECONDS);
  return withholdTokens(request, response);
}

/** Better Auth's endpoints: sign-in, callbacks, session, sign-out. A followed link leaves the dev mailbox. */
export const GET = withRoute({ auth: "none" }, async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === VERIFY_PATH) forgetMailboxLink(url.searchParams.get("token") ?? "");
  return answer(request);
});

export const POST = withRoute({ auth: "none" }, async ({ request }) => {
  const checked = CHECKED[new URL(request.url).pathname];
  let body: string;
  if (checked) {
    const fields = await readJsonBody(request, checked.schema, MAX_AUTH_BODY_BYTES);
    if (checked.limited) {
      const email = typeof fields.email === "string" ? fields.email : null;
      await countSignIn(request.headers, email, email ? deviceFor(request.headers, email) : null);
    }
    body = JSON.stringify(fields);
  } else {
    body = await readBodyText(request, MAX_AUTH_BODY_BYTES);
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const forwarded = new Request(request.url, { method: "POST", headers, body: body || null });
  return answer(request, forwarded);
});
