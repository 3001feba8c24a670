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

  it("compares whole origins: the scheme and the port count, not only the host name", () => {
    expect(isCrossOriginWrite("POST", headers({ Origin: "https://localhost:3000" }), TRUSTED)).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ Origin: "http://localhost:4000" }), TRUSTED)).toBe(true);
    expect(isCrossOriginWrite("POST", headers({ Origin: "http://localhost:3000" }), [])).toBe(false);
  });

  it("believes the forwarded host and scheme only behind a proxy of the deployment's own", () => {
    const proxied = (origin: string) =>
      new Headers({ Host: "10.0.0.5:3000", "X-Forwarded-Host": "wallminder.example", "X-Forwarded-Proto": "https", Origin: origin });
    expect(isCrossOriginWrite("POST", proxied("https://wallminder.example"), [], true)).toBe(false);
    expect(isCrossOriginWrite("POST", proxied("http://wallminder.example"), [], true)).toBe(true);
    // With no proxy trusted, a client wrote them: a page on evil.example cannot pass by naming its own host.
    const forged = new Headers({ Host: "localhost:3000", "X-Forwarded-Host": "evil.example", Origin: "http://evil.example" });
    expect(isCrossOriginWrite("POST", forged, [], false)).toBe(true);
    expect(isCrossOriginWrite("POST", proxied("https://wallminder.example"), [], false)).toBe(true);
  });

  it("accepts API clients that send no Origin, such as scripts with a bearer token", () => {
    expect(isCrossOriginWrite("POST", headers({ Authorization: "Bearer abc" }), TRUSTED)).toBe(false);
  });
});
