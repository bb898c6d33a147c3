/**
 * A hash table from positive whole numbers below 2^53 to small codes (1–255), kept in typed arrays: a
 * million E.164 numbers in a `Set<number>` are a million heap numbers the garbage collector walks
 * again and again while a file is read; here they are two flat arrays it never looks into.
 */
export interface NumberTable {
  /** 0 when absent. */
  get(key: number): number;
  set(key: number, code: number): void;
  /** Sets code 1 unless present; true when it was absent (one probe where `get` then `set` take two). */
  add(key: number): boolean;
  /**
   * `add` for the first `count` keys of `batch`, in order, writing into `added` 1 for each that was
   * new and 0 for one present before (or added earlier in the batch) or 0 itself, which is skipped.
   * Faster than one `add` after another once the table outgrows the processor's caches.
   */
  addMany(batch: Float64Array, count: number, added: Uint8Array): void;
  /** Makes room for `count` keys in all at once, so filling it rehashes nothing. */
  reserve(count: number): void;
  readonly size: number;
}

const TWO_32 = 4294967296;

function slotOf(key: number, mask: number): number {
  // Both halves of the number mixed (a multiplicative hash), so numbers alike but for their last digits spread out.
  const low = key >>> 0;
  const high = (key / TWO_32) >>> 0;
  let hash = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  hash ^= hash >>> 15;
  return hash & mask;
}

export function createNumberTable(initialCapacity = 1 << 12): NumberTable {
  let keys = new Float64Array(initialCapacity);
  let codes = new Uint8Array(initialCapacity);
  let size = 0;

  function find(key: number): number {
    const mask = keys.length - 1;
    let slot = slotOf(key, mask);
    while (keys[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  function grow(capacity = keys.length * 2) {
    const [oldKeys, oldCodes] = [keys, codes];
    keys = new Float64Array(capacity);
    codes = new Uint8Array(capacity);
    for (let index = 0; index < oldKeys.length; index++) {
      const key = oldKeys[index] as number;
      if (key !== 0) {
        const slot = find(key);
        keys[slot] = key;
        codes[slot] = oldCodes[index] as number;
      }
    }
  }

  function add(key: number): boolean {
    let slot = find(key);
    if (keys[slot] !== 0) return false;
    if ((size + 1) * 2 > keys.length) {
      grow();
      slot = find(key);
    }
    keys[slot] = key;
    codes[slot] = 1;
    size++;
    return true;
  }

  return {
    get: (key) => codes[find(key)] as number,
    add,
    addMany(batch, count, added) {
      const mask = keys.length - 1;
      // The first pass only reads each key's slot, so a batch's cache misses overlap; what it read goes
      // into `added` (overwritten below) so that the reads are not dropped as unused.
      for (let index = 0; index < count; index++) {
        const key = batch[index] as number;
        const slot = slotOf(key, mask);
        added[index] = key !== 0 && keys[slot] === 0 && codes[slot] === 0 ? 1 : 0;
      }
      for (let index = 0; index < count; index++) {
        const key = batch[index] as number;
        added[index] = key !== 0 && add(key) ? 1 : 0;
      }
    },
    set(key, code) {
      let slot = find(key);
      if (keys[slot] === 0) {
        // At most half full, so probes stay short.
        if ((size + 1) * 2 > keys.length) {
          grow();
          slot = find(key);
        }
        keys[slot] = key;
        size++;
      }
      codes[slot] = code;
    },
    reserve(count) {
      let capacity = keys.length;
      while (count * 2 > capacity) capacity *= 2;
      if (capacity > keys.length) grow(capacity);
    },
    get size() {
      return size;
    },
  };
}
