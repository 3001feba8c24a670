/**
 * IndexNow: tells search engines that public pages are new or changed. Only public addresses of
 * this site are announced; private pages (history, account, API) never are (docs/product.md §8).
 */
import { isPrivatePath } from "@/config/private-pages";

/** Why an announcement did not go out: an address we refuse to announce, or an endpoint that failed. */
export type IndexNowProblem = "invalidUrl" | "foreignUrl" | "privateUrl" | "unreachable" | "refused";

export class IndexNowError extends Error {
  override name = "IndexNowError";
  constructor(
    readonly problem: IndexNowProblem,
    /** The address at fault, or the endpoint's HTTP status. */
    readonly detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

/** Absolute URLs on the site's own host; relative ones are resolved against the site URL. Throws on anything else. */
export function toPublicUrls(urls: readonly string[], siteUrl: string): string[] {
  const site = new URL(siteUrl);
  return [
    ...new Set(
      urls.map((raw) => {
        let url: URL;
        try {
          url = new URL(raw, site);
        } catch {
          throw new IndexNowError("invalidUrl", raw);
        }
        if (url.host !== site.host) throw new IndexNowError("foreignUrl", raw);
        if (isPrivatePath(url.pathname)) {
          throw new IndexNowError("privateUrl", url.pathname);
        }
        url.hash = "";
        return url.toString();
      }),
    ),
  ];
}

export interface IndexNowSettings {
  key: string;
  endpoint: string;
  siteUrl: string;
}

/** Submits the URLs in one request, as the IndexNow protocol describes. Throws IndexNowError when refused. */
export async function submitToIndexNow(urls: readonly string[], settings: IndexNowSettings, fetchImpl: typeof fetch = fetch): Promise<void> {
  const site = new URL(settings.siteUrl);
  const response = await fetchImpl(settings.endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify({
      host: site.host,
      key: settings.key,
      keyLocation: new URL(`/${settings.key}.txt`, site).toString(),
      urlList: urls,
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    throw new IndexNowError("unreachable", settings.endpoint);
  });
  // 200 OK and 202 Accepted both mean the submission was received.
  if (response.status !== 200 && response.status !== 202) {
    throw new IndexNowError("refused", String(response.status));
  }
}
