import { todoistCallbackRoute } from "@/lib/http/todoist-oauth";
import { connectSource } from "@/lib/sources/connect";

export const runtime = "nodejs";

/** Where Todoist sends the member back: the state is checked, the code exchanged, and the source connected. */
export const GET = todoistCallbackRoute(connectSource);
