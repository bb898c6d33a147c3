import { describe, expect, it } from 'vitest';
import { createNumberTable } from './number-table';

describe('createNumberTable', () => {
  it('keeps every number with its code through growth, and answers 0 for numbers it does not hold', () => {
    const table = createNumberTable(4);
    const numbers = Array.from({ length: 50_000 }, (_, i) => 919_800_000_000 + i * 7919);
    numbers.forEach((n, i) => table.set(n, (i % 255) + 1));
    expect(table.size).toBe(numbers.length);
    expect(numbers.every((n, i) => table.get(n) === (i % 255) + 1)).toBe(true);
    expect(table.get(919_800_000_001)).toBe(0);
    expect(table.get(2 ** 52 + 1)).toBe(0);
  });

  it('replaces the code of a number it holds without counting it twice', () => {
    const table = createNumberTable();
    table.set(12025550147, 1);
    table.set(12025550147, 3);
    expect([table.size, table.get(12025550147)]).toEqual([1, 3]);
  });

  it('adds a number once and says whether it was new, through growth', () => {
    const table = createNumberTable(4);
    const numbers = Array.from({ length: 1000 }, (_, i) => 447_700_900_000 + i * 13);
    expect(numbers.map((n) => table.add(n)).every(Boolean)).toBe(true);
    expect(numbers.some((n) => table.add(n))).toBe(false);
    expect([table.size, table.get(numbers[999] ?? 0)]).toEqual([1000, 1]);
  });

  it('keeps what it holds when it makes room for more at once, and holds that many without growing', () => {
    const table = createNumberTable(4);
    table.add(919876543210);
    table.reserve(10_000);
    const numbers = Array.from({ length: 10_000 }, (_, i) => 447_700_900_000 + i * 13);
    numbers.forEach((n) => table.add(n));
    expect([table.size, table.add(919876543210), numbers.every((n) => table.get(n) === 1)]).toEqual([10_001, false, true]);
  });

  it('adds a batch in order as one add after another would, a repeat inside the batch and 0 answering 0, through growth', () => {
    const table = createNumberTable(4);
    table.add(919876543210);
    const batch = new Float64Array([919812345678, 0, 919876543210, 919812345678, ...Array.from({ length: 60 }, (_, i) => 447_700_900_000 + i)]);
    const added = new Uint8Array(batch.length);
    table.addMany(batch, batch.length - 2, added);
    expect([...added.slice(0, 5)]).toEqual([1, 0, 0, 0, 1]);
    expect([...added.slice(-2)]).toEqual([0, 0]);
    expect([table.size, table.get(447_700_900_057), table.get(447_700_900_058)]).toEqual([60, 1, 0]);
  });
});
