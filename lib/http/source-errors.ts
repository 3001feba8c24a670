/** The task sources' errors as the answers a person sees (decision record 021). */
import { PushBodyError, type PushProblem } from "@/lib/sources/push";
import { MAX_TASK_LENGTH } from "@/lib/sources/tasks";
import { BadTimeZoneError, SourceNotAvailableError, SourceNotFoundError, SourceSettingsError } from "@/lib/sources/service";
import { SourceError } from "@/lib/sources/types";
import { MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { ApiError, type ApiMessageKey, type MessageValues } from "./api-error";

const PUSH_MESSAGES: Record<PushProblem, [ApiMessageKey, MessageValues?]> = {
  type: ["sources.pushType"],
  json: ["sources.pushJson"],
  shape: ["sources.pushShape"],
  unstorable: ["sources.pushUnstorable"],
  tooManyLines: ["sources.pushTooManyLines", { max: MAX_LINES }],
  tooLong: ["sources.pushTooLong", { max: MAX_TEXT_LENGTH }],
  lineTooLong: ["sources.pushLineTooLong", { max: MAX_TASK_LENGTH }],
};

export function sourceApiError(error: unknown): unknown {
  if (error instanceof SourceNotFoundError) return new ApiError(404, "sources.notFound");
  if (error instanceof SourceNotAvailableError) return new ApiError(400, "sources.notAvailable");
  if (error instanceof SourceSettingsError) return new ApiError(400, "sources.invalidSettings", { issues: error.issues });
  if (error instanceof BadTimeZoneError) return new ApiError(400, "sources.badTimeZone");
  if (error instanceof SourceError) {
    const detail = error.message.slice(0, 300);
    return error.failure === "unauthorized" ? new ApiError(400, "sources.refused", { detail }) : new ApiError(400, "sources.invalid", { detail });
  }
  if (error instanceof PushBodyError) {
    const [key, values] = PUSH_MESSAGES[error.problem];
    return new ApiError(error.problem === "type" ? 415 : 400, key, values);
  }
  return error;
}

/** Runs the sources' work and rethrows its errors as answers. */
export async function sourceCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw sourceApiError(error);
  }
}
