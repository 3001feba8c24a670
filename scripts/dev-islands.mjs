#!/usr/bin/env node
/**
 * `npm run dev:islands`: the development server, with the public pages served with islands as production serves them
 * (lib/islands/development.ts), and the islands' script built again on every change. A client component left outside
 * an island shows here, dead, as it would in production.
 */
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["scripts/build-islands.mjs", "--watch"], { stdio: "inherit" }),
  spawn("npx", ["next", "dev", "-H", process.env.HOST ?? "localhost", "-p", process.env.PORT ?? "3000"], {
    stdio: "inherit",
    env: { ...process.env, WALLMINDER_ISLANDS_IN_DEV: "1" },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
