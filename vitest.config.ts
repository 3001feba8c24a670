import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 20_000,
  },
});
