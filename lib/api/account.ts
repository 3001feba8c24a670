/**
 * GET /api/me, GET /api/session and DELETE /api/account: the answer shapes, imported by the routes
 * (lib/auth/session.ts builds them) and by the browser's account calls.
 */
import * as z from "zod/mini";
import { SUBSCRIPTION_STATUSES } from "@/lib/subscription-status";

const viewerShape = {
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), displayName: z.string(), image: z.nullable(z.string()) }),
  plan: z.enum(["free", "pro"]),
  isPro: z.boolean(),
  subscription: z.object({ status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)) }),
};

export const PublicViewerSchema = z.object(viewerShape);
export type PublicViewer = z.infer<typeof PublicViewerSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), ...viewerShape });

export const SessionResponseSchema = z.discriminatedUnion("signedIn", [
  z.object({ signedIn: z.literal(true), ...viewerShape }),
  /** `google`: Google sign-in is configured, so the header's Sign in button may show its mark. */
  z.object({ signedIn: z.literal(false), google: z.boolean() }),
]);
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const AccountDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
