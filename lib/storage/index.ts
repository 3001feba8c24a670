/**
 * The image store the app uses, one per process: a local folder by default, any S3-compatible store when S3_BUCKET
 * is set. What a store offers, and the keys, are in ./image-store.ts, which the stores themselves implement.
 */
import "server-only";
import path from "node:path";
import { getServerEnv, getS3Settings } from "@/lib/env";
import { processWide } from "@/lib/process-wide";
import type { ImageStore } from "./image-store";
import { LocalImageStore } from "./local";
import { S3ImageStore } from "./s3";

const store = processWide<ImageStore>("imageStore", () => {
  const s3 = getS3Settings();
  return s3 ? new S3ImageStore(s3) : new LocalImageStore(path.join(getServerEnv().DATA_DIR, "images"));
});

export const getImageStore = () => store.get();
export const resetImageStore = () => store.reset();
/** Tests: the store every route uses from now on (one that fails, for instance). */
export const setImageStore = (replacement: ImageStore) => store.set(replacement);
