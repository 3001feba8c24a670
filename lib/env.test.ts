import { describe, expect, it } from "vitest";
import { getServerEnv } from "./env";

const env = (values: Record<string, string>) => getServerEnv(values as unknown as NodeJS.ProcessEnv);

describe("the site's address", () => {
  it("follows PORT when SITE_URL is not set, and SITE_URL wins when it is", () => {
    expect(env({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(env({}).SITE_URL).toBe("http://localhost:3000");
    expect(env({ PORT: "3100", SITE_URL: "https://wallminder.app" }).SITE_URL).toBe("https://wallminder.app");
  });
});
