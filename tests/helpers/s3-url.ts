/**
 * A test S3 store named by one address, as `scripts/swift-s3.sh` prints it:
 * TEST_S3_URL=http://ACCESS_KEY:SECRET@host:port/bucket (the key and secret percent-encoded).
 */
export function s3EnvFromUrl(address: string): Record<string, string> {
  const url = new URL(address);
  const bucket = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!bucket || !url.username) throw new Error(`TEST_S3_URL needs a key, a secret and a bucket: ${url.origin}/bucket`);
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: url.origin,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: decodeURIComponent(url.username),
    S3_SECRET_ACCESS_KEY: decodeURIComponent(url.password),
    S3_FORCE_PATH_STYLE: "true",
  };
}
