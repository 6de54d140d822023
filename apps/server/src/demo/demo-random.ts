/** A seeded random source (mulberry32): the same seed makes the same demo business. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Plain dates (YYYY-MM-DD) counted in whole days and months, free of time zones. */
export const day = {
  add(date: string, days: number): string {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  },
  addMonths(date: string, months: number): string {
    const d = new Date(`${date}T00:00:00Z`);
    const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
    return target.toISOString().slice(0, 10);
  },
  monthStart: (date: string) => `${date.slice(0, 7)}-01`,
  /** year * 12 + month - 1: months counted in one number. */
  monthKey: (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1,
  fromMonthKey: (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}-01`,
  min: (a: string, b: string) => (a < b ? a : b),
  max: (a: string, b: string) => (a > b ? a : b),
};
