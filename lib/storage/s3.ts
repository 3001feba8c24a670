/**
 * Images in any S3-compatible store (AWS S3, MinIO, R2, Swift's s3api...) through the AWS SDK.
 * Objects are private; the app reads them back and serves them to their owner only.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { createHash } from "node:crypto";
import type { S3Settings } from "@/lib/env";
import { ImageStoreUnavailableError } from "./errors";
import type { ImageStore, StoredObject } from "./image-store";

export interface StoreTimeouts {
  /** A connection is made within this or the request fails. */
  connectMs: number;
  /** A request that has waited this long for an answer fails. */
  requestMs: number;
}

/** A slow store costs a person at most about 2 x 10 s (two tries), then they are told. */
const TIMEOUTS: StoreTimeouts = { connectMs: 3_000, requestMs: 10_000 };
/**
 * A multi-object delete of a thousand keys (deleting an account) is one request that does a thousand deletions:
 * OpenStack Swift takes over 10 s for it on a small machine, so it gets longer.
 */
const BULK_DELETE_MS = 120_000;

export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, timeouts: StoreTimeouts = TIMEOUTS) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: timeouts.connectMs, requestTimeout: timeouts.requestMs, throwOnRequestTimeout: true },
    });
    // Since early 2025 the SDK proves a multi-object delete with a CRC32 checksum header only, while S3's API
    // reference, and the stores that follow it (OpenStack Swift's s3api, Ceph, older MinIO), ask for Content-MD5 and
    // refuse the request without it (aws/aws-sdk-js-v3#6920). Send both: AWS accepts either. Decision record 011.
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        if (context.commandName === "DeleteObjectsCommand" && request.headers && typeof request.body === "string") {
          request.headers["content-md5"] = createHash("md5").update(request.body).digest("base64");
        }
        return next(args);
      },
      { step: "build", name: "contentMd5ForDeleteObjects", priority: "low" },
    );
    // Any failure to get an answer (down, slow, refusing us) becomes one error the routes turn into a 503; an answer
    // that the object is not there stays what it is.
    this.client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (error) {
          if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") throw error;
          throw new ImageStoreUnavailableError(error);
        }
      },
      { step: "initialize", name: "storeUnavailable", priority: "high" },
    );
  }

  /** One PUT: S3 makes the object visible whole or not at all. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: "image/png" }));
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const objects = await this.list(prefix);
    for (let i = 0; i < objects.length; i += 1000) {
      const batch = objects.slice(i, i + 1000).map(({ key }) => ({ Key: key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }), {
        requestTimeout: BULK_DELETE_MS,
      });
    }
    return objects.length;
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
}
