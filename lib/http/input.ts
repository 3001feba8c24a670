/** The list-size limits of every route that takes a to-do list, as the one API error. */
import { checkInputSize, MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { ApiError } from "./api-error";

/** Throws the 413 for a list over 5,000 characters or 100 lines. */
export function assertListSize(text: string): void {
  const problem = checkInputSize(text);
  if (problem === "too-long") throw new ApiError(413, "tooLong", { max: MAX_TEXT_LENGTH });
  if (problem === "too-many-lines") throw new ApiError(413, "tooManyLines", { max: MAX_LINES });
}
