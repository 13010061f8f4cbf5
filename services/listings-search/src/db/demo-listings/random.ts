// A small seeded random source for the demo data (decision 0038): the same seed gives the same listings, photos and
// calendars on every machine and every run, so the seed and the benchmark generator are repeatable.

/** mulberry32: 32 bits of state, fast, and good enough to vary demo data (never for anything secret). */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    some: (items, count) => {
      const pool = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return chosen;
    },
  };
}

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Up to `count` distinct items, in random order. */
  some<T>(items: readonly T[], count: number): T[];
}
