import { IssuePushRequestSchema } from "@/lib/api/sources";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { apiMessages } from "@/lib/i18n/server";
import { issuePushAddress } from "@/lib/sources/push-address";
import { assertTimeZone } from "@/lib/sources/service";
import { toSourceView } from "@/lib/sources/view";

export const runtime = "nodejs";

/**
 * Makes the viewer's push address, or replaces it (the old one stops answering at once; the list pushed so far stays).
 * The answer is the only time the address is shown in full.
 */
export const POST = withRoute({ auth: "pro", body: IssuePushRequestSchema }, async ({ request, viewer, body }) =>
  sourceCall(async () => {
    const timeZone = body.timeZone ?? "UTC";
    assertTimeZone(timeZone);
    const t = apiMessages(request);
    const { token, source } = await issuePushAddress(await getDb(), viewer.id, "Shortcut", timeZone);
    return {
      success: true,
      message: t("sources.pushIssued"),
      address: `${getServerEnv().SITE_URL.replace(/\/$/, "")}/api/sources/push/${token}`,
      source: toSourceView(source),
    };
  }),
);
