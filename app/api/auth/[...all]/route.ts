import { getAuth } from "@/lib/auth/config";
import { limitSignIn } from "@/lib/auth/rate-limit";

export const runtime = "nodejs";

/** Better Auth's endpoints: sign-in, callbacks, session, sign-out. */
export async function GET(request: Request) {
  const auth = await getAuth();
  return auth.handler(request);
}

const LIMITED_PATHS = ["/api/auth/sign-in/magic-link", "/api/auth/sign-in/social"];

export async function POST(request: Request) {
  if (LIMITED_PATHS.includes(new URL(request.url).pathname)) {
    const limited = await limitSignIn(request.headers, await emailOf(request));
    if (limited) return limited;
  }
  const auth = await getAuth();
  return auth.handler(request);
}

/** The email a magic-link request is for, read from a copy of the body. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === "object" && body !== null && "email" in body ? body.email : null;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}
