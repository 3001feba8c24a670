/** The OAuth client the local OpenID Connect issuer knows, and that the app under test signs in as. */
export const OIDC_CLIENT_ID = "wallminder-e2e";
export const OIDC_CLIENT_SECRET = "wallminder-e2e-secret";
