/** Makes ids; injectable so that tests and replays get the same ids every run. */
export type IdFactory = (prefix: string) => string;

/**
 * Ids `prefix_seed_counter`, the same sequence for the same seed.
 * @example const ids = createSeededIds('t'); ids('node') // 'node_t_1'
 */
export function createSeededIds(seed: string): IdFactory {
  let counter = 0;
  return (prefix) => {
    counter += 1;
    return `${prefix}_${seed}_${counter}`;
  };
}

/** A seed that differs per session, so ids from two browser tabs do not collide when pasted. */
export function randomSeed(): string {
  return Math.random().toString(36).slice(2, 8);
}
