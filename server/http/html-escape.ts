// Values written into the HTML the server answers (index.html's head): text, attributes, and
// JSON inside a <script> data block.

export const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

/**
 * JSON that stays data inside a `<script>` element: `<`, `>` and `&` as \u escapes (no
 * `</script>` or `<!--` can form), and the two line separators JavaScript once refused.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
