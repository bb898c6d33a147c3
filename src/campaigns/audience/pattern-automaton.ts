/**
 * A libphonenumber metadata pattern as a position automaton (Glushkov: one state per digit, digit class
 * or `\d` of the pattern, no empty moves), used to prove that numbers sharing their first digits get the
 * same answer from the pattern whatever their other digits are. Patterns use digits, `\d`, `[…]` classes,
 * `(?:…)` and `(…)` groups, `|`, `?`, `*`, `+` and `{n}`, `{n,}`, `{n,m}`; anything else is refused.
 */
export interface PatternAutomaton {
  /** Digits each state accepts, as bits 0–9; state 0 is the start and accepts none. */
  digits: Uint16Array;
  /** The states each state moves to. */
  next: Int32Array[];
  /** Bit t set: from this state, some t more digits reach the end of a match. */
  reach: Uint32Array;
  /** Bit t set: from this state, t more digits of any value reach the end of a match (a path of `\d` only). */
  free: Uint32Array;
  accepting: Uint8Array;
  /** `next` filtered by digit (index state · 10 + digit), filled as numbers are read. */
  moves: (Int32Array | undefined)[];
}

const ANY_DIGIT = 0x3ff;
/** Longest E.164 number; a few more lengths so masks cover any remaining count. */
const LENGTHS = 17;

type Node =
  | { kind: 'digits'; mask: number }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'choice'; branches: Node[] }
  | { kind: 'repeat'; item: Node; low: number; high: number };

function parse(pattern: string): Node {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(pattern);
  };

  function choice(): Node {
    const branches = [sequence()];
    while (pattern[at] === '|') {
      at++;
      branches.push(sequence());
    }
    return branches.length === 1 ? (branches[0] as Node) : { kind: 'choice', branches };
  }

  function sequence(): Node {
    const items: Node[] = [];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') items.push(quantified(atom()));
    return { kind: 'sequence', items };
  }

  function atom(): Node {
    const char = pattern[at];
    if (char === '(') {
      at += pattern.startsWith('(?:', at) ? 3 : 1;
      const inner = choice();
      if (pattern[at] !== ')') fail();
      at++;
      return inner;
    }
    if (char === '[') {
      const end = pattern.indexOf(']', at);
      const body = end < 0 ? '' : pattern.slice(at + 1, end);
      if (!/^(\d(-\d)?)+$/.test(body)) fail();
      let mask = 0;
      for (const [, from, to] of body.matchAll(/(\d)(?:-(\d))?/g)) for (let d = Number(from); d <= Number(to ?? from); d++) mask |= 1 << d;
      at = end + 1;
      return { kind: 'digits', mask };
    }
    if (pattern.startsWith('\\d', at)) {
      at += 2;
      return { kind: 'digits', mask: ANY_DIGIT };
    }
    if (char !== undefined && char >= '0' && char <= '9') {
      at++;
      return { kind: 'digits', mask: 1 << Number(char) };
    }
    return fail();
  }

  function quantified(item: Node): Node {
    const char = pattern[at];
    if (char === '?' || char === '*' || char === '+') {
      at++;
      return { kind: 'repeat', item, low: char === '+' ? 1 : 0, high: char === '?' ? 1 : Infinity };
    }
    if (char !== '{') return item;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
    if (!match) return fail();
    at += match[0].length;
    const low = Number(match[1]);
    const high = match[2] === undefined ? low : match[3] ? Number(match[3]) : Infinity;
    if (high < low) fail();
    return { kind: 'repeat', item, low, high };
  }

  const root = choice();
  if (at !== pattern.length) fail();
  return root;
}

interface Part {
  nullable: boolean;
  first: number[];
  last: number[];
}

/** The automaton of a pattern, or null when the text is not such a pattern. */
export function compilePattern(pattern: string): PatternAutomaton | null {
  let root: Node;
  try {
    root = parse(pattern);
  } catch {
    return null;
  }
  const masks = [0];
  const follow: Set<number>[] = [new Set()];
  const link = (from: readonly number[], to: readonly number[]) => {
    for (const state of from) for (const target of to) follow[state]?.add(target);
  };

  // Every visit makes fresh states, so `x{2,3}` becomes x x x? with states of its own per copy.
  function build(node: Node): Part {
    if (node.kind === 'digits') {
      masks.push(node.mask);
      follow.push(new Set());
      const state = masks.length - 1;
      return { nullable: false, first: [state], last: [state] };
    }
    if (node.kind === 'choice') {
      const parts = node.branches.map(build);
      return { nullable: parts.some((p) => p.nullable), first: parts.flatMap((p) => p.first), last: parts.flatMap((p) => p.last) };
    }
    if (node.kind === 'sequence') return node.items.map(build).reduce(concat, { nullable: true, first: [], last: [] });
    const copies: Part[] = [];
    for (let n = 0; n < node.low; n++) copies.push(build(node.item));
    if (node.high === Infinity) {
      const loop = build(node.item);
      link(loop.last, loop.first);
      copies.push({ ...loop, nullable: true });
    } else {
      for (let n = node.low; n < node.high; n++) copies.push({ ...build(node.item), nullable: true });
    }
    return copies.reduce(concat, { nullable: true, first: [], last: [] });
  }

  function concat(a: Part, b: Part): Part {
    link(a.last, b.first);
    return { nullable: a.nullable && b.nullable, first: a.nullable ? [...a.first, ...b.first] : a.first, last: b.nullable ? [...a.last, ...b.last] : b.last };
  }

  const whole = build(root);
  link([0], whole.first);
  const count = masks.length;
  const accepting = new Uint8Array(count);
  for (const state of whole.last) accepting[state] = 1;
  if (whole.nullable) accepting[0] = 1;
  const next = follow.map((targets) => Int32Array.from(targets));
  return {
    digits: Uint16Array.from(masks),
    next,
    accepting,
    reach: lengthsToEnd(next, accepting, () => true),
    free: lengthsToEnd(next, accepting, (state) => masks[state] === ANY_DIGIT),
    moves: [],
  };
}

/** The states one digit leads to from a state (most patterns die on the first digit or two: this keeps that cheap). */
function move(automaton: PatternAutomaton, state: number, digit: number): Int32Array {
  const index = state * 10 + digit;
  let targets = automaton.moves[index];
  if (!targets) {
    targets = (automaton.next[state] ?? new Int32Array()).filter((target) => ((automaton.digits[target] ?? 0) >> digit) & 1);
    automaton.moves[index] = targets;
  }
  return targets;
}

/** Every state the digit leads to from a set of states. */
function step(automaton: PatternAutomaton, states: readonly number[], digit: number): number[] {
  if (states.length === 1) return Array.from(move(automaton, states[0] as number, digit));
  const moved = new Set<number>();
  for (const state of states) for (const target of move(automaton, state, digit)) moved.add(target);
  return [...moved];
}

/** For each state, the numbers of further digits after which a match can end, moving only into states `allowed` lets through. */
function lengthsToEnd(next: readonly Int32Array[], accepting: Uint8Array, allowed: (state: number) => boolean): Uint32Array {
  const lengths = new Uint32Array(next.length);
  for (let state = 0; state < next.length; state++) lengths[state] = accepting[state] ?? 0;
  // Each round lets paths grow by one digit.
  for (let round = 1; round < LENGTHS; round++) {
    for (let state = 0; state < next.length; state++) {
      let bits = accepting[state] ?? 0;
      for (const target of next[state] ?? []) if (allowed(target)) bits |= ((lengths[target] ?? 0) << 1) & ((1 << LENGTHS) - 1);
      lengths[state] = bits;
    }
  }
  return lengths;
}

/**
 * Which numbers of known leading digits the pattern cannot tell apart. The pattern is tested from
 * `offset` on `digits` (as libphonenumber tests the national number after a calling code): whole, or
 * as a prefix, ending anywhere. Bit m of the answer is set when, knowing only `digits`' first m digits
 * (m ≥ offset) and its length, every such test answers the same for any other digits: each possible
 * end of a match is either reached by every continuation (a path of `\d`) or by none.
 * With `neverMatches` (a national or international prefix libphonenumber would cut off), bit m is set
 * only when no match can start at `offset` at all.
 */
export function decidingPrefixLengths(automaton: PatternAutomaton, digits: string, offset: number, neverMatches: boolean): number {
  const total = digits.length - offset;
  let states: number[] = [0];
  let matched = false;
  let known = 0;
  for (let read = 0; read <= total; read++) {
    let reach = 0;
    let free = 0;
    for (const state of states) {
      reach |= automaton.reach[state] ?? 0;
      free |= automaton.free[state] ?? 0;
      if (automaton.accepting[state]) matched = true;
    }
    // Ends after 1 … (total - read) more digits.
    const later = (2 << (total - read)) - 2;
    const holds = neverMatches ? !matched && (reach & later) === 0 : (reach & ~free & later) === 0;
    if (holds) known |= 1 << (offset + read);
    if (read === total) break;
    if (states.length === 0) {
      // Nothing left to match: every longer prefix decides as this one does.
      if (holds) known |= ((2 << total) - (2 << read)) << offset;
      break;
    }
    states = step(automaton, states, digits.charCodeAt(offset + read) - 48);
  }
  return known;
}

/** How many digits of `digits` from `offset` the shortest match takes, or -1 when none matches. */
export function shortestMatch(automaton: PatternAutomaton, digits: string, offset: number): number {
  let states: number[] = [0];
  for (let read = 0; offset + read <= digits.length && states.length > 0; read++) {
    if (states.some((state) => automaton.accepting[state])) return read;
    if (offset + read < digits.length) states = step(automaton, states, digits.charCodeAt(offset + read) - 48);
    else break;
  }
  return -1;
}
