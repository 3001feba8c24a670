import { describe, expect, it } from "vitest";
import { getServerEnv } from "./env";

describe("the site's address", () => {
  it("follows PORT when SITE_URL is not set, and SITE_URL wins when it is", () => {
    expect(getServerEnv({ PORT: "3100" } as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3100");
    expect(getServerEnv({} as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3000");
    expect(getServerEnv({ PORT: "3100", SITE_URL: "https://wallminder.app" } as NodeJS.ProcessEnv).SITE_URL).toBe("https://wallminder.app");
  });
});
