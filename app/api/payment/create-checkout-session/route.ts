/** The same route as /api/create-checkout-session, at the address older clients call. */
export { POST } from "@/app/api/create-checkout-session/route";

export const runtime = "nodejs";
