/** Named entities that turn up in sighting reports; anything else is left as written. */
// prettier-ignore
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  copy: '©', reg: '®', trade: '™', deg: '°', plusmn: '±', micro: 'µ', middot: '·', para: '¶',
  sect: '§', frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', times: '×', divide: '÷',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”',
  bdquo: '„', laquo: '«', raquo: '»', bull: '•', prime: '′', Prime: '″', euro: '€', pound: '£',
  cent: '¢', yen: '¥', iexcl: '¡', iquest: '¿', shy: '\u00ad',
  aacute: 'á', Aacute: 'Á', agrave: 'à', Agrave: 'À', acirc: 'â', Acirc: 'Â', auml: 'ä', Auml: 'Ä',
  atilde: 'ã', Atilde: 'Ã', aring: 'å', Aring: 'Å', aelig: 'æ', AElig: 'Æ', ccedil: 'ç', Ccedil: 'Ç',
  eacute: 'é', Eacute: 'É', egrave: 'è', Egrave: 'È', ecirc: 'ê', Ecirc: 'Ê', euml: 'ë', Euml: 'Ë',
  iacute: 'í', Iacute: 'Í', igrave: 'ì', Igrave: 'Ì', icirc: 'î', Icirc: 'Î', iuml: 'ï', Iuml: 'Ï',
  ntilde: 'ñ', Ntilde: 'Ñ', oacute: 'ó', Oacute: 'Ó', ograve: 'ò', Ograve: 'Ò', ocirc: 'ô',
  Ocirc: 'Ô', ouml: 'ö', Ouml: 'Ö', otilde: 'õ', Otilde: 'Õ', oslash: 'ø', Oslash: 'Ø', szlig: 'ß',
  uacute: 'ú', Uacute: 'Ú', ugrave: 'ù', Ugrave: 'Ù', ucirc: 'û', Ucirc: 'Û', uuml: 'ü', Uuml: 'Ü',
  yacute: 'ý', Yacute: 'Ý', yuml: 'ÿ',
};

/** Legacy entities that browsers also decode without a semicolon (and only these, as HTML does). */
const SEMICOLON_OPTIONAL = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg', 'deg']);

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g;

/**
 * Decodes HTML character references: numeric (decimal or hex, with or without the closing semicolon,
 * as NUFORC writes `&#44` for a comma) and the named ones above. Text that is not a reference stays.
 */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  const decoded = decodeOnce(text);
  // Exports that escaped NUFORC's text again ('&amp;quot;') are decoded once more, and only those.
  return DOUBLE_ESCAPED.test(text) ? decodeOnce(decoded) : decoded;
}

/** An escaped ampersand that starts a reference: '&amp;quot;', '&amp;#44'. */
const DOUBLE_ESCAPED = /&amp;(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*;)/;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (match: string, decimal?: string, hex?: string, name?: string, semicolon?: string) => {
    const terminated = semicolon === ';';
    if (decimal !== undefined) return decodeDecimal(decimal, terminated) ?? match;
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
    const named = NAMED_ENTITIES[name!];
    return named !== undefined && (terminated || SEMICOLON_OPTIONAL.has(name!)) ? named : match;
  });
}

/**
 * Without a semicolon the digits may run on into the text: `5&#44000 feet` is "5,000 feet", not the
 * character 44000. So an unterminated number is taken whole only when it is a likely character
 * (Latin-1 or general punctuation such as `&#8230`), else its longest 2-3 digit prefix that is
 * printable ASCII, the remaining digits staying text.
 */
function decodeDecimal(digits: string, terminated: boolean): string | null {
  const value = Number(digits);
  if (terminated || isLikelyUnterminated(value)) return codePointText(value);
  for (const size of [3, 2]) {
    const prefix = Number(digits.slice(0, size));
    if (digits.length > size && prefix >= 32 && prefix <= 126) return String.fromCharCode(prefix) + digits.slice(size);
  }
  return null;
}

function isLikelyUnterminated(value: number): boolean {
  return (value >= 32 && value <= 255) || (value >= 0x2000 && value <= 0x206f);
}

function codePointText(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}
