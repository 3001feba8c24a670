/**
 * Lets a benchmark call route handlers in process under tsx, as the unit tests do under Vitest (vitest.config.ts):
 * `server-only` resolves to nothing, and use-intl formats the compiled catalogue with its format-only formatter.
 * Use with `npx tsx --import ./bench/in-process.mjs bench/<file>.ts`.
 */
import { register } from "node:module";

const hooks = `
const aliases = { "server-only": "data:text/javascript,", "use-intl/format-message": "use-intl/format-message/format-only" };
export async function resolve(specifier, context, next) {
  const alias = aliases[specifier];
  if (alias === undefined) return next(specifier, context);
  return alias.startsWith("data:") ? { url: alias, shortCircuit: true } : next(alias, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
