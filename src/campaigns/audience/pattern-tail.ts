/**
 * What a libphonenumber metadata pattern can see of a number's last digits. Patterns use digits, `\d`,
 * `[…]` classes, `(?:…)` and `(…)` groups, `|`, `?`, `*`, `+` and `{n}`, `{n,}`, `{n,m}`.
 * `freeTail`: changing the last `freeTail` digits of a string never changes whether the pattern matches
 * it (whole or as a prefix), because every way to match ends with at least that many bare `\d`.
 * `maxLength`: the longest string it matches, so a match never reaches past it.
 * Null when the text is not such a pattern.
 */
export interface PatternTail {
  minLength: number;
  maxLength: number;
  freeTail: number;
  /** Only `\d`s: it constrains lengths, never digits. */
  free: boolean;
}

export function patternTail(pattern: string): PatternTail | null {
  let at = 0;
  const fail = () => {
    throw new SyntaxError(pattern);
  };

  function alternatives(): PatternTail {
    const branches = [sequence()];
    while (pattern[at] === '|') {
      at++;
      branches.push(sequence());
    }
    return {
      minLength: Math.min(...branches.map((b) => b.minLength)),
      maxLength: Math.max(...branches.map((b) => b.maxLength)),
      freeTail: Math.min(...branches.map((b) => b.freeTail)),
      free: branches.every((b) => b.free),
    };
  }

  function sequence(): PatternTail {
    const items: PatternTail[] = [];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') items.push(quantified(atom()));
    // From the end: bare-digit items add their shortest length, the first other item adds its own tail and ends it.
    let freeTail = 0;
    for (let index = items.length - 1; index >= 0; index--) {
      const item = items[index] as PatternTail;
      if (item.free) freeTail += item.minLength;
      else {
        freeTail += item.freeTail;
        break;
      }
    }
    return {
      minLength: items.reduce((sum, item) => sum + item.minLength, 0),
      maxLength: items.reduce((sum, item) => sum + item.maxLength, 0),
      freeTail,
      free: items.every((item) => item.free),
    };
  }

  function atom(): PatternTail {
    const char = pattern[at];
    if (char === '(') {
      at += pattern.startsWith('(?:', at) ? 3 : 1;
      const inner = alternatives();
      if (pattern[at] !== ')') fail();
      at++;
      return inner;
    }
    if (char === '[') {
      const end = pattern.indexOf(']', at);
      if (end < 0 || !/^[\d-]+$/.test(pattern.slice(at + 1, end))) fail();
      at = end + 1;
      return { minLength: 1, maxLength: 1, freeTail: 0, free: false };
    }
    if (pattern.startsWith('\\d', at)) {
      at += 2;
      return { minLength: 1, maxLength: 1, freeTail: 1, free: true };
    }
    if (char !== undefined && char >= '0' && char <= '9') {
      at++;
      return { minLength: 1, maxLength: 1, freeTail: 0, free: false };
    }
    return fail();
  }

  function quantified(item: PatternTail): PatternTail {
    let low = 1;
    let high = 1;
    const char = pattern[at];
    if (char === '?' || char === '*' || char === '+') {
      at++;
      [low, high] = char === '?' ? [0, 1] : char === '*' ? [0, Infinity] : [1, Infinity];
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
      if (!match) return fail();
      at += match[0].length;
      low = Number(match[1]);
      high = match[2] === undefined ? low : match[3] ? Number(match[3]) : Infinity;
    }
    if (low === 1 && high === 1) return item;
    return {
      minLength: item.minLength * low,
      maxLength: item.maxLength * high,
      // Repeated bare digits are still bare digits; otherwise the last repetition ends the match, when there is one.
      freeTail: item.free ? item.minLength * low : low > 0 ? item.freeTail : 0,
      free: item.free,
    };
  }

  try {
    const tail = alternatives();
    return at === pattern.length ? tail : null;
  } catch {
    return null;
  }
}
