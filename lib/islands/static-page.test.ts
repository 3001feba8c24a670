import { describe, expect, it } from "vitest";
import { flightRows } from "@/lib/next-build";
import { hasIslands, strayClientComponents, withIslands } from "./static-page";

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/d.js" noModule=""></script>',
  "<title>Wallminder</title></head><body>",
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<main><div data-island="creator" class="contents"><textarea></textarea></div></main>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  "</body></html>",
].join("");

describe("a page served with islands", () => {
  const html = withIslands(PAGE, { early: "/islands/early-DEF.js", main: "/islands/main-ABC.js" });

  it("runs none of Next's scripts: no chunk, no preload, no inline payload", () => {
    expect(html).not.toContain("/_next/static/chunks/b.js");
    expect(html).not.toContain("/_next/static/chunks/c.js");
    expect(html).not.toContain("/_next/static/chunks/d.js");
    expect(html).not.toContain("__next_f");
  });

  it("loads the islands' scripts as modules in the head, once: the one that holds early clicks first, not waiting", () => {
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain(
      '<title>Wallminder</title><script type="module" async src="/islands/early-DEF.js"></script><script type="module" src="/islands/main-ABC.js"></script></head>',
    );
  });

  it("keeps the stylesheet, the structured data and the markup as the build wrote them", () => {
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(html).toContain('<main><div data-island="creator" class="contents"><textarea></textarea></div></main></body></html>');
  });

  it("refuses a page with no head to put the script in, or none of Next's payload to take out", () => {
    expect(() => withIslands("<p>no head</p>", { early: "/islands/early.js", main: "/islands/main.js" })).toThrow(/no <\/head>/);
    expect(() => withIslands("<html><head></head><body></body></html>", { early: "/e.js", main: "/m.js" })).toThrow(/no payload of Next's/);
  });

  it("is known once made, so the build step makes it once", () => {
    expect(hasIslands(html, { early: "/islands/early-DEF.js", main: "/islands/main-ABC.js" })).toBe(true);
    expect(hasIslands(PAGE, { early: "/islands/early-DEF.js", main: "/islands/main-ABC.js" })).toBe(false);
  });
});

/** A page's payload in the shape Next writes it: the layout's account check, a header with an island, a counter button. */
const PAYLOAD = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/a.js"',
  '3:I[339756,["$2"],"default"]',
  '5:I[281517,["$2"],"AccountProvider"]',
  '6:I[908556,["$2"],"LanguageSwitch"]',
  '7:I[555001,["$2"],"$8"]',
  '8:"Counter"',
  '9:I[77105,["$2"],"default"]',
  ':HL["/_next/static/chunks/b.css","style"]',
  '0:{"P":null,"t":{"d":{"r":["$","$L5",null,{"children":["$Qd",["$","$L3",null,{}]]}]}}}',
  'd:[["/","$La"]]',
  'a:["$","header",null,{"children":[["$","div",null,{"data-island":"language-switch","children":["$","$L6",null,{"label":"Language"}]}],["$","$L9",null,{"href":"/faq","children":"FAQ"}],"$Lb"]}]',
  "c:T1c,a note that spans\ntwo lines.",
  'b:["$","section",null,{"children":[["$","$L7",null,{"start":1}],["$","p",null,{"children":"$c"}],["$","$L6",null,{"label":"Footer"}]]}]',
].join("\n");

const MODULES = new Map([
  ["339756", "node_modules/next/dist/esm/client/components/layout-router.js"],
  ["281517", "components/account/account-provider.tsx"],
  ["908556", "components/chrome/language-switch.tsx"],
  ["555001", "components/home/counter.tsx"],
  ["77105", "node_modules/next-intl/dist/esm/production/navigation/shared/BaseLink.js"],
]);

describe("the client components of a page served with islands", () => {
  const rows = flightRows(Buffer.from(PAYLOAD));

  it("reads each row of the payload: values, maps, client components, text that spans lines, hints", () => {
    expect(rows.get("6")).toEqual({ kind: "client", id: "908556", name: "LanguageSwitch" });
    expect(rows.get("c")).toEqual({ kind: "other" });
    expect(rows.get("b")).toMatchObject({ kind: "model" });
    expect(rows.has("")).toBe(false);
  });

  it("names each one rendered outside an island that does not work as plain HTML, once", () => {
    expect(strayClientComponents(rows, MODULES)).toEqual([
      { module: "components/home/counter.tsx", name: "Counter" },
      { module: "components/chrome/language-switch.tsx", name: "LanguageSwitch" },
    ]);
  });

  it("finds none on a page whose client components are islands, Next's own, links or the account check", () => {
    const served = PAYLOAD.replace(
      '["$","$L7",null,{"start":1}]',
      '["$","div",null,{"data-island":"counter","children":["$","$L7",null,{}]}]',
    ).replace(
      '["$","$L6",null,{"label":"Footer"}]',
      '["$","div",null,{"data-island":"language-switch","children":["$","$L6",null,{"label":"Footer"}]}]',
    );
    expect(strayClientComponents(flightRows(Buffer.from(served)), MODULES)).toEqual([]);
  });
});
