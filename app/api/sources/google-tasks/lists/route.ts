import { googleTaskListsRoute } from "@/lib/http/google-tasks";

export const runtime = "nodejs";

/** The member's Google task lists, for them to pick which ones the wallpaper shows. */
export const GET = googleTaskListsRoute();
