/**
 * JSON for a `<script type="application/ld+json">`: `<` and `>` are escaped so a title holding
 * `</script>` cannot end the script early, `&` so nothing reads as an entity, and U+2028/U+2029
 * so older parsers do not see a line break inside a string. JSON parsers read all of them back.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
