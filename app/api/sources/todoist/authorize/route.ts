import { todoistAuthorizeRoute } from "@/lib/http/todoist-oauth";

export const runtime = "nodejs";

/** Sends a Pro member to Todoist to allow Wallminder to read their tasks (only when Todoist OAuth is configured). */
export const GET = todoistAuthorizeRoute();
