import { expect } from "vitest";
import { SourceError } from "@/lib/sources/types";

/** The SourceError a source's read (or a fetch for one) ends with; the test fails if it ends any other way. */
export async function sourceFailure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}
