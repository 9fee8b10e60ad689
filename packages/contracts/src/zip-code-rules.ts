/** A postal code as people type it: letters, digits, spaces and dashes (`zipCodeText` in `geo`). */
export const ZIP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const ZIP_CODE_MAX_LENGTH = 12;

/** Whether `zipCodeText` accepts a text; for the browser, which loads no zod. */
export function isZipCodeText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= ZIP_CODE_MAX_LENGTH && ZIP_CODE_PATTERN.test(trimmed);
}
