/** A file's JSON, or the error `fail` makes of what is wrong with it, saying it is not valid JSON. */
export function jsonOf(text: string, fail: (message: string) => Error): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw fail(`Not valid JSON: ${(error as Error).message}`);
  }
}
