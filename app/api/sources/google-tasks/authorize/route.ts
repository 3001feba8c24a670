import { googleTasksAuthorizeRoute } from "@/lib/http/google-tasks";

export const runtime = "nodejs";

/** Sends a Pro member to Google to allow Wallminder to read their tasks (read-only), on top of their sign-in. */
export const GET = googleTasksAuthorizeRoute();
