/**
 * What a production build was made from, so `npm start` can tell a stale build from a current one:
 * a sha256 of every source file the build reads (the list is ./build-inputs.mjs, shared with the
 * service worker) and of the settings it reads (SITE_URL, NODE_ENV, every NEXT_PUBLIC_* variable,
 * and the .env files Next loads). The pure functions take file contents and an environment;
 * `collectBuildInputs` reads them from the checkout.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SOURCE_DIRS, SOURCE_FILES } from "./build-inputs.mjs";

/** What the build writes among the sources (the islands' script, scripts/build-islands.mjs): git ignores it too. */
const BUILD_OUTPUTS = ["public/islands"];
/** Settings files Next loads into the build; not tracked by git, so looked for by name. */
export const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

/** The environment variables the build reads, sorted by name; unset ones are kept as `undefined`. */
export function buildSettings(env) {
  const names = new Set(["SITE_URL", "NODE_ENV"]);
  for (const name of Object.keys(env)) if (name.startsWith("NEXT_PUBLIC_")) names.add(name);
  return [...names].sort().map((name) => [name, env[name]]);
}

function sha256(...parts) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
}

/** One hash over the files (path and contents, in path order, whatever order they were given in). */
export function hashFiles(files) {
  const hash = createHash("sha256");
  for (const { path: name, contents } of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/**
 * The record of what a build was made from: `files` as [{ path, contents }], `env` a process.env.
 * Settings are kept as one hash per variable (never the value), so a rebuild can say which changed.
 */
export function buildRecord(files, env) {
  const sources = hashFiles(files);
  const settings = buildSettings(env).map(([name, value]) => [name, value === undefined ? "unset" : sha256("set\0", value)]);
  const hash = sha256(sources, "\0", JSON.stringify(settings));
  return { hash, sources, settings };
}

/** The record as stored in `.next/wallminder-build-hash`: the hash on the first line, then the parts. */
export function formatRecord(record) {
  return [record.hash, `sources ${record.sources}`, ...record.settings.map(([name, value]) => `env ${name} ${value}`), ""].join("\n");
}

export function parseRecord(text) {
  const [hash, ...lines] = text.split("\n").filter(Boolean);
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const record = { hash, sources: "", settings: [] };
  for (const line of lines) {
    const [kind, a, b] = line.split(" ");
    if (kind === "sources" && a) record.sources = a;
    else if (kind === "env" && a && b) record.settings.push([a, b]);
  }
  return record;
}

/** Why the build made from `previous` (undefined: no record) is stale for `current`; undefined when it is current. */
export function staleReason(previous, current) {
  if (!previous) return "the build has no record of the sources it was made from";
  if (previous.hash === current.hash) return undefined;
  const reasons = [];
  if (previous.sources !== current.sources) reasons.push("the sources changed");
  const before = new Map(previous.settings);
  const after = new Map(current.settings);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => (before.get(name) ?? "unset") !== (after.get(name) ?? "unset"))
    .sort();
  if (changed.length > 0) reasons.push(`${changed.join(", ")} changed`);
  return reasons.length > 0 ? reasons.join(" and ") : "the build record differs";
}

function walk(dir, out) {
  if (BUILD_OUTPUTS.includes(dir.split(path.sep).join("/").replace(/^\.\//, ""))) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full.split(path.sep).join("/"));
  }
}

/** The source file paths: git's tracked and new unignored files when this is a git checkout, else a walk. */
export function listSourceFiles(root = ".") {
  const wanted = [...SOURCE_DIRS, ...SOURCE_FILES];
  try {
    const output = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...wanted], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(output.split("\0").filter(Boolean))];
  } catch {
    const files = [];
    for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir), files);
    for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(file);
    return files.map((file) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/"));
  }
}

/** Every file the build reads, with its contents (a tracked file deleted from the checkout is left out). */
export function collectBuildInputs(root = ".") {
  const files = [];
  for (const name of [...listSourceFiles(root), ...ENV_FILES]) {
    const full = path.join(root, name);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    files.push({ path: name, contents: readFileSync(full) });
  }
  return files;
}
