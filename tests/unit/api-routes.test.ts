import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES, METHODS, methodsAt } from "@/lib/http/api-routes";

const API_DIR = path.join(import.meta.dirname, "../../app/api");
const routeFiles = readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "route.ts");
const addressOf = (file: string) => `/api/${path.dirname(file).split(path.sep).join("/")}`;

describe("the API's routes and their methods (lib/http/api-routes.ts)", () => {
  it("lists every route of app/api and nothing else", () => {
    expect(routeFiles.map(addressOf).sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("lists for each route exactly the methods its route.ts exports", async () => {
    for (const file of routeFiles) {
      const route = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
      const exported = METHODS.filter((method) => typeof route[method] === "function");
      expect([...API_ROUTES[addressOf(file) as keyof typeof API_ROUTES]].sort(), file).toEqual(exported.sort());
    }
  });

  it("finds the route of an address as Next does: a fixed segment before an id, an id before the rest", () => {
    expect(methodsAt("/api/sources/push")).toEqual(["POST", "OPTIONS"]);
    expect(methodsAt("/api/sources/push/abc")).toEqual(["POST", "OPTIONS"]);
    expect(methodsAt("/api/sources/abc")).toEqual(["PATCH", "DELETE", "OPTIONS"]);
    expect(methodsAt("/api/sources/abc/tasks")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(methodsAt("/api/auth/sign-in/magic-link")).toEqual(["GET", "POST", "HEAD", "OPTIONS"]);
    expect(methodsAt("/api/health/")).toEqual(["GET", "HEAD", "OPTIONS"]);
    for (const unknown of ["/api", "/api/auth", "/api/nope", "/api/wallpaper", "/api/wallpaper/a/b/c", "/api/healthz"]) {
      expect(methodsAt(unknown), unknown).toBeNull();
    }
  });
});
