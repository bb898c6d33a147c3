import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_MODULE_FILES } from './own-module-files';

const root = join(import.meta.dirname, '..');

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('test files that replace modules', () => {
  it('each runs with modules of its own, so no other file gets its replacements', () => {
    const replacing = ['src', 'tests', 'server'].flatMap(testFiles).filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(replacing.sort()).toEqual([...OWN_MODULE_FILES].sort());
  });
});
