/**
 * Each Vitest worker keeps the app's data folder (DATA_DIR: the embedded database a route opens when a test gives it
 * none, images, the generated secret) in a folder of its own, made fresh for the run. One folder shared by the workers
 * and kept between runs let two processes open the same PGlite database, and a run stopped halfway left it unreadable
 * to the next ("RuntimeError: Aborted()" from PGlite, a 500 from the route).
 */
import path from "node:path";
import { inject } from "vitest";

process.env.DATA_DIR = path.join(inject("dataDir"), `worker-${process.env.VITEST_POOL_ID ?? "0"}`);
