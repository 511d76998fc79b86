const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest || !hundreds) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** A count in words, for the search's 'Found N sightings', e.g. 1234 → 'one thousand two hundred thirty-four'. */
export function countAsWords(count: number): string {
  let n = Math.max(0, Math.floor(count));
  if (n < 1000) return underThousand(n);
  const parts: string[] = [];
  for (const [scale, name] of SCALES) {
    if (n >= scale) {
      parts.push(`${underThousand(Math.floor(n / scale))} ${name}`);
      n %= scale;
    }
  }
  if (n) parts.push(underThousand(n));
  return parts.join(' ');
}

/** The search screen's 'Found N sightings', with N as a word. */
export function foundSightingsText(count: number): string {
  return `Found ${countAsWords(count)} ${count === 1 ? 'sighting' : 'sightings'}`;
}
