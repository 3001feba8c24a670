import { withRoute } from "@/lib/http/route";

/** Liveness check for load balancers and the test runner. */
export const GET = withRoute({ auth: "none" }, () => ({ ok: true }));
