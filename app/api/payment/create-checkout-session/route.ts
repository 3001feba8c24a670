/** The same route as /api/create-checkout-session, at the address older clients call. */
export { POST, runtime } from "@/app/api/create-checkout-session/route";
