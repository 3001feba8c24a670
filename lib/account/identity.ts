/** How a person is named in the header menu and on the account page. */

export interface Identity {
  email?: string | null;
  /** A full name from the sign-in provider's profile, when it gives one. */
  fullName?: string | null;
  name?: string | null;
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** full_name, then name, then the part of the email before the @, then 'User'. */
export function displayName({ email, fullName, name }: Identity): string {
  return filled(fullName) ?? filled(name) ?? filled(email?.split("@")[0]) ?? "User";
}

/** The avatar letter: the first letter of the email, or U. */
export function avatarInitial(email: string | null | undefined): string {
  const first = filled(email)?.[0];
  return first ? first.toUpperCase() : "U";
}
