/**
 * A small seeded pseudo-random source (sfc32, 128 bits of state): the same seed and stream give the
 * same sequence on every run and machine, so synthetic data sets repeat. Each stream (a sighting's
 * index) starts from its own mixed state, so any thread can make any sighting, and two sightings'
 * sequences do not overlap (with 32 bits of state, a million streams did: their ids and keys clashed).
 * Not for anything secret.
 */
export class SeededRandom {
  #a: number;
  #b: number;
  #c: number;
  #d = 1;

  constructor(seed: number, stream = 0) {
    this.#a = mix32(seed >>> 0);
    this.#b = mix32((stream >>> 0) ^ 0x9e3779b9);
    this.#c = mix32(Math.floor(stream / 2 ** 32) ^ this.#a);
    // The first outputs still show the seeding; sfc32 is usually run a few rounds before use.
    for (let round = 0; round < 12; round += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const result = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + result) | 0;
    return (result >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` different items, in the order drawn. */
  pickSome<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(this.pick(items));
    return [...chosen];
  }
}

/** A numeric seed as given, any other text hashed (FNV-1a) to 32 bits. */
export function seedFromText(text: string): number {
  if (/^\d+$/.test(text)) return Number(text) >>> 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's 32-bit finaliser: nearby inputs give unrelated outputs. */
function mix32(value: number): number {
  let hash = value >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
