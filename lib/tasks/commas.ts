/**
 * A comma between clauses: "，", or "," unless it stands between two digits, where it groups a number's thousands
 * ("Update the standing order to £1,140", "交1,200押金"): cutting there changed the amount on the wallpaper. Every
 * comma split in the engine is built from it; a lint rule (eslint.config.mjs) refuses a `split` on a comma
 * written out by hand in lib/tasks.
 */
const CLAUSE_COMMA = String.raw`(?:，|(?<!\d),|,(?!\d))`;

/** A regular expression with `{,}` standing for a clause's comma: commaPattern(String.raw`{,}\s*`). */
export const commaPattern = (source: string, flags = "u") => new RegExp(source.replaceAll("{,}", CLAUSE_COMMA), flags);

/** The clauses of a piece, apart at a comma or a space: "体检报告出来了，有几项偏高", "累死了 叫个外卖". */
export const CLAUSES_OF_A_PIECE = commaPattern(String.raw`{,}\s*|\s+`);
