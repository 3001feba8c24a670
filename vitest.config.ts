import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { MESSAGE_FORMAT_ALIAS } from "./config/message-format";
import { s3EnvFromUrl } from "./tests/helpers/s3-url";

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
/** An S3-compatible store to run the history's route tests on (CI starts OpenStack Swift: scripts/swift-s3.sh). */
const testS3Url = process.env.TEST_S3_URL;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
      ...MESSAGE_FORMAT_ALIAS,
    },
  },
  test: {
    environment: "node",
    setupFiles: ["tests/setup/data-dir.ts", "tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/database.ts"],
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default, which on a two-core machine runs the files one at a time; its own
    // work is light, and two at a time took the unit project from 145 to 105 s here.
    maxWorkers: os.availableParallelism(),
    // next-intl's middleware imports "next/server" without an extension, which Node's ESM loader refuses: Vite resolves
    // it. use-intl is inlined so that its own import of the message formatter takes MESSAGE_FORMAT_ALIAS.
    server: { deps: { inline: ["next-intl", "use-intl"] } },
    hookTimeout: 30_000,
    env: {
      NODE_ENV: "test",
      SITE_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
    },
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          // One module cache per worker instead of one per file: importing Next, Better Auth, Drizzle and PGlite again
          // for every file took 25 of 67 s here. The files keep no module state another file reads, which runs in
          // shuffled file orders (--sequence.shuffle.files) showed. The Postgres and S3 passes below keep isolation,
          // so that none of their files can find a database client another project made.
          isolate: false,
          include: [
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "components/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/fakes/**/*.test.ts",
            "tests/fuzz/**/*.test.ts",
            "config/**/*.test.ts",
          ],
        },
      },
      // The database tests again, on a real Postgres server, whenever one is given (CI gives one).
      ...(testDatabaseUrl
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: ["**/*.db.test.ts"], exclude: ["node_modules/**"], env: { DATABASE_URL: testDatabaseUrl } },
            },
          ]
        : []),
      // The routes that keep or remove images again, with the images in that S3 store, whenever one is given (CI gives Swift).
      ...(testS3Url
        ? [
            {
              extends: true as const,
              test: {
                name: "s3",
                include: ["lib/history/**/*.db.test.ts", "app/api/account/*.db.test.ts", "app/api/health/*.db.test.ts"],
                env: s3EnvFromUrl(testS3Url),
              },
            },
          ]
        : []),
    ],
  },
});
