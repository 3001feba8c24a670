/**
 * What a hostile client sends, as fast-check arbitraries: strings with NUL bytes, lone surrogates,
 * bidirectional marks and 10,000 emoji; numbers at and past every edge; JSON that is deep, wrong in
 * type or not JSON at all; header values and query strings to match. Routes must answer all of it
 * with a 4xx in the one error shape, never a 5xx.
 */
import fc from "fast-check";

const TEN_THOUSAND_EMOJI = "🫠".repeat(10_000);

/** Strings that have broken parsers, databases and renderers somewhere. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\uD800",
  "\uDFFF",
  "task \uD83D",
  "\u200F\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "\u0301\u0301\u0301",
  "👨‍👩‍👧‍👦🏳️‍🌈🇺🇳",
  TEN_THOUSAND_EMOJI,
  "x".repeat(70_000),
  "\n".repeat(500),
  "\r\n\t\v\f",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "wallpapers/../../secret",
  "%2e%2e%2f%2e%2e%2f",
  "%E0%A4%A",
  "%",
  "' OR '1'='1' --",
  '"; DROP TABLE wallpapers; --',
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "prototype",
  "{CHECKOUT_SESSION_ID}",
  "{{name}}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e400",
  "true",
  "ﷺ𝕳𝖊𝖑𝖑𝖔",
  "جدول المهام",
  "今天下午写报告",
  "javascript:alert(1)",
  "data:image/png;base64,",
  "data:image/png;base64,iVBORw0KGgo=",
  "data:image/png;base64,!!!!",
  "http://169.254.169.254/latest/meta-data/",
  "//evil.example/",
  "/\\evil.example",
];

/** Single UTF-16 code units from the surrogate range, so strings hold halves of pairs. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((unit) => String.fromCharCode(unit));
const bidiOrInvisible = fc.constantFrom("\u200B", "\u200C", "\u200D", "\u200E", "\u200F", "\u202A", "\u202E", "\u2066", "\u2069", "\uFEFF", "\u00AD");

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(loneSurrogate, controlChar, bidiOrInvisible, fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })),
      maxLength: 40,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 10 })).map(([a, b]) => a + b) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 319, 320, 1179, 1179.5, 4096, 4097, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 5e-324, -5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, with hostile strings for keys and leaves, a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor", "text", "options", "tasks", "id", "email")), tie("value"), {
      maxKeys: 5,
    }),
  ),
})).value;

/** A good value most of the time, anything at all otherwise: the mutation every field gets. */
export function field<T>(good: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> {
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: hostileJson });
}

/** Bodies that are not JSON, or JSON that no parser should have to hold. */
const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    "{'text': 'a'}",
    '{"text": "a"',
    '{"text": "a",}',
    "undefined",
    "NaN",
    '"\\uD800"',
    '{"a":1e999}',
    "\uFEFF{}",
    "null",
    "0",
  ),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => '{"text":"a","options":'.repeat(depth) + "{}" + "}".repeat(depth)),
);

/** Bytes that are not UTF-8. */
const notUtf8: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constantFrom(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]), new Uint8Array([0x7b, 0x22, 0xc3, 0x22, 0x7d]), new Uint8Array([0xed, 0xa0, 0x80])),
  fc.uint8Array({ maxLength: 64 }),
);

export type FuzzBody = string | Uint8Array | null;

/**
 * A request body: usually the route's own shape with hostile fields (`shaped`), else any JSON,
 * broken JSON, bytes that are not text, nothing, or more than `maxBytes`.
 */
export function hostileBody(shaped: fc.Arbitrary<unknown> | undefined, maxBytes = 64 * 1024): fc.Arbitrary<FuzzBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((body) => JSON.stringify(body) ?? "null");
  return fc.oneof(
    { weight: shaped ? 6 : 0, arbitrary: json(shaped ?? fc.constant({})) },
    { weight: 2, arbitrary: json(hostileJson) },
    { weight: 2, arbitrary: brokenJsonText },
    { weight: 1, arbitrary: notUtf8 },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(`{"text":"${"a".repeat(maxBytes + 1)}"}`) },
  );
}

/** Content-Type values: JSON's, near misses and everything else a browser or a script sends. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "application/vnd.api+json",
      "APPLICATION/JSON",
      "application/jsonx",
      "application/json-patch",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "image/png",
      "",
      "*/*",
      "application/json, text/html",
      ";;;",
    ),
  },
);

/** A string that a Headers object accepts (Latin-1, no NUL, CR or LF): what survives an HTTP parser. */
export const headerValue: fc.Arbitrary<string> = fc
  .oneof(
    hostileString,
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 200 }),
    fc.constant("x".repeat(9_000)),
  )
  .map((value) => value.replace(/[^\u0020-\u007e\u0080-\u00ff\t]/g, "").trim());

/** A query string: names the routes read (and others), values raw, encoded, doubled or percent-garbage. */
export function hostileQuery(names: readonly string[], goodValues: fc.Arbitrary<string> = fc.constant("")): fc.Arbitrary<string> {
  const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names, "x") }, { weight: 1, arbitrary: hostileString });
  const value = fc.oneof(goodValues, hostileString, hostileNumber.map(String));
  const pair = fc.tuple(name, value, fc.boolean()).map(([key, val, raw]) => (raw ? `${key}=${val}` : `${encodeOrRaw(key)}=${encodeOrRaw(val)}`));
  return fc.oneof(
    fc.constant(""),
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join("&")}`),
    fc.constantFrom("?", "?&&", "?=", "?%", "?%zz=%zz", "?limit=%E0%A4%A", `?${"a=1&".repeat(1_000)}`),
  );
}

/** Percent-encoded, or as it is when it cannot be (a lone surrogate): a raw URL carries it then. */
export function encodeOrRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}
