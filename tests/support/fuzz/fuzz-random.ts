// A small seeded generator (mulberry32), so a fuzz run with the same seed sends the same
// requests and a failure can be replayed.
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
  };
}

export type Random = ReturnType<typeof createRandom>;
