/** Limits on what a person can send, and the example text that stands in for an empty box. */

export const MAX_TEXT_LENGTH = 5_000;
export const MAX_LINES = 100;

export type InputProblem = "too-long" | "too-many-lines";

/**
 * Counts characters in UTF-16 code units (a string's length), the unit the text box's maxLength and
 * its counter use, so the three never disagree; lines as typed (blank ones too).
 */
export function checkInputSize(text: string): InputProblem | null {
  if (text.length > MAX_TEXT_LENGTH) return "too-long";
  if (text.split(/\r\n|\r|\n/).length > MAX_LINES) return "too-many-lines";
  return null;
}

/**
 * Empty or whitespace-only text previews the example instead, so nothing is rejected. Returns
 * null when even the example is blank ('No text available to preview.').
 */
export function resolvePreviewText(text: string, example: string): string | null {
  if (text.trim().length > 0) return text;
  return example.trim().length > 0 ? example : null;
}
