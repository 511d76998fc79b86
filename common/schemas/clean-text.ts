/**
 * Drops control characters (keeping line breaks and tabs), unifies line endings and trims: text a
 * visitor or staff member writes is stored as written, minus bytes no one can see and PostgreSQL
 * cannot hold (NUL).
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}
