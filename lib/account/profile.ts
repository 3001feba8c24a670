/**
 * Every field a person can write about themselves, bounded and cleaned in one place: the email they
 * sign in with, their name (typed, or from Google's profile) and their picture's address. Used by the
 * sign-in routes before anything is stored or counted, and by the database hooks as the last word.
 */
import * as z from "zod/mini";

export const MAX_EMAIL_LENGTH = 254; // RFC 5321's limit on a forward path
export const MAX_NAME_LENGTH = 100;
export const MAX_IMAGE_URL_LENGTH = 2048;

/** C0 and C1 control characters (NUL, tab, newline...) and the bidirectional overrides that reorder text. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A name as it may be shown: no control characters, single spaces, at most 100 characters. */
export function cleanName(raw: string): string {
  const cleaned = raw.replace(UNPRINTABLE, " ").replace(/\s+/g, " ").trim();
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join("").trim();
}

export const EmailSchema = z
  .string({ error: "email must be a string" })
  .check(z.maxLength(MAX_EMAIL_LENGTH, { error: "email is too long" }), z.email({ error: "email must be a valid email address" }));

export const NameSchema = z.string({ error: "name must be a string" }).check(
  z.maxLength(MAX_NAME_LENGTH * 2, { error: `name must be at most ${MAX_NAME_LENGTH} characters` }),
  z.refine((name) => [...name.trim()].length <= MAX_NAME_LENGTH, { error: `name must be at most ${MAX_NAME_LENGTH} characters` }),
  z.refine((name) => !/[\u0000-\u001f\u007f]/.test(name), { error: "name must not contain control characters" }),
);

export const ImageUrlSchema = z.nullable(
  z.url({ protocol: /^https?$/, error: "image must be an http(s) address" }).check(z.maxLength(MAX_IMAGE_URL_LENGTH)),
);

const CallbackSchema = z.optional(z.string({ error: "callbackURL must be a string" }).check(z.maxLength(2048)));

/** POST /api/auth/sign-in/magic-link. Other fields are Better Auth's to check. */
export const MagicLinkRequestSchema = z.looseObject({
  email: EmailSchema,
  name: z.optional(NameSchema),
  callbackURL: CallbackSchema,
  newUserCallbackURL: CallbackSchema,
  errorCallbackURL: CallbackSchema,
});

/** POST /api/auth/update-user. */
export const UpdateUserRequestSchema = z.looseObject({ name: z.optional(NameSchema), image: z.optional(ImageUrlSchema) });
