/**
 * The catalogues are compiled ahead of time (lib/i18n/messages.ts), so every bundle and the tests format them with
 * use-intl's format-only formatter instead of its ICU parser: next.config.ts and vitest.config.ts both apply this.
 */
export const MESSAGE_FORMAT_ALIAS = { "use-intl/format-message": "use-intl/format-message/format-only" } as const;
