/**
 * Parses text as XML, as a strict feed reader does; a malformed document throws with the reason.
 * For tests in the jsdom environment (`// @vitest-environment jsdom`), which has the browser's DOMParser.
 */
export function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}
