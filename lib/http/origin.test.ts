import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./origin";

const TRUSTED = ["http://localhost:3000", "http://127.0.0.1:3000"];
const headers = (values: Record<string, string>) => new Headers({ Host: "localhost:3000", ...values });

describe("isCrossOriginWrite", () => {
  it("lets reads through from anywhere", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isCrossOriginWrite(method, headers({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), TRUSTED)).toBe(false);
    }
  });

  it("refuses writes a browser sends from another website", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isCrossOriginWrite(method, headers({ Origin: "https://evil.example" }), TRUSTED)).toBe(true);
    }
    expect(isCrossOriginWrite("POST", headers({ "Sec-Fetch-Site": "cross-site" }), TRUSTED)).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ "Sec-Fetch-Site": "same-site", Origin: "https://blog.localhost:3000" }), TRUSTED)).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ Origin: "null" }), TRUSTED)).toBe(true);
  });

  it("accepts writes from the site itself, by its trusted origins or by its own Host", () => {
    expect(isCrossOriginWrite("POST", headers({ Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-origin" }), TRUSTED)).toBe(false);
    expect(isCrossOriginWrite("POST", new Headers({ Host: "wallminder.internal:8080", Origin: "http://wallminder.internal:8080" }), TRUSTED)).toBe(
      false,
    );
  });

  it("accepts API clients that send no Origin, such as scripts with a bearer token", () => {
    expect(isCrossOriginWrite("POST", headers({ Authorization: "Bearer abc" }), TRUSTED)).toBe(false);
  });
});
