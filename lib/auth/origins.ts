import { type ServerEnv, isLocalSite } from "@/lib/env";

/** The addresses a browser may call us from: the site, and on a local site both loopback names. */
export function trustedOrigins(env: ServerEnv): string[] {
  const site = new URL(env.SITE_URL);
  if (!isLocalSite(env)) return [site.origin];
  const port = site.port ? `:${site.port}` : "";
  return [...new Set([site.origin, `${site.protocol}//localhost${port}`, `${site.protocol}//127.0.0.1${port}`])];
}
