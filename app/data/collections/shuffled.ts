/** For the tests of files written back in order: a value's keys in another order at every depth, as a store that keeps no order may give them back. */
export const shuffled = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(shuffled)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .toReversed()
            .map(([k, x]) => [k, shuffled(x)]),
        )
      : v;
