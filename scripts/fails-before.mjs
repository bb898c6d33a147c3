#!/usr/bin/env node
/**
 * Shows that a fix's tests fail without the fix: for each commit given, its own Vitest files are run
 * against the code of its parent, and the tests that fail there (or the modules they miss) are printed.
 * An issue's "a test that failed before the fix and passes after it" is checked this way. Test helpers
 * the commit added or changed come along with its tests, so a test fails for what it checks, not for
 * a missing helper.
 *
 *   node scripts/fails-before.mjs <commit> [<commit> ...]
 *
 * Each commit is checked out (its parent) in a throwaway worktree under the system's temp folder,
 * sharing this checkout's node_modules; nothing here is changed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
const root = git('rev-parse', '--show-toplevel').trim();

/** Test files, and the test helpers they may need (in `testing/` folders, the one name they have): not the fix itself. */
const TEST = /\.test\.tsx?$/;
const TEST_HELPER = /(^|\/)testing\//;

function changedIn(commit) {
  return git('diff-tree', '--no-commit-id', '--name-only', '--diff-filter=AM', '-r', commit).split('\n');
}

function runBefore(commit) {
  const changed = changedIn(commit);
  const files = changed.filter((path) => TEST.test(path));
  const helpers = changed.filter((path) => TEST_HELPER.test(path) && !TEST.test(path));
  if (files.length === 0) return { commit, files, failed: [], missing: [], passed: 0, note: 'no Vitest file in this commit' };
  const dir = mkdtempSync(join(tmpdir(), `fails-before-${commit.slice(0, 7)}-`));
  git('worktree', 'add', '--quiet', '--detach', dir, `${commit}^`);
  try {
    symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'));
    for (const file of [...files, ...helpers]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), git('show', `${commit}:${file}`));
    }
    const out = join(dir, 'fails-before.json');
    const run = spawnSync('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${out}`], { cwd: dir, encoding: 'utf8', timeout: 600_000 });
    if (run.error) return { commit, files, failed: [], missing: [], passed: 0, note: `did not finish: ${run.error.message}` };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const failed = [];
    const missing = new Set();
    let passed = 0;
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        if (test.status === 'failed') failed.push(`${suite.name.slice(dir.length + 1)} > ${test.fullName}`);
        if (test.status === 'passed') passed += 1;
      }
      for (const match of (suite.message ?? '').matchAll(/Cannot find module '([^']+)'|Failed to resolve import "([^"]+)"/g)) missing.add(match[1] ?? match[2]);
      if (suite.assertionResults.length === 0 && suite.message && !/Cannot find module|Failed to resolve import/.test(suite.message)) failed.push(`${suite.name.slice(dir.length + 1)}: ${suite.message.split('\n')[0]}`);
    }
    return { commit, files, failed, missing: [...missing], passed };
  } finally {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

const commits = process.argv.slice(2);
if (commits.length === 0) {
  console.error('usage: node scripts/fails-before.mjs <commit> [<commit> ...]');
  process.exit(2);
}
let quiet = 0;
for (const commit of commits) {
  const result = runBefore(commit);
  const subject = git('log', '-1', '--format=%s', commit).trim().slice(0, 100);
  console.log(`## ${commit.slice(0, 7)} ${subject}`);
  if (result.note) console.log(`   ${result.note}`);
  for (const name of result.failed) console.log(`   failed before: ${name}`);
  for (const module of result.missing) console.log(`   missing before: ${module}`);
  if (!result.note && result.failed.length === 0 && result.missing.length === 0) {
    quiet += 1;
    console.log(`   all ${result.passed} tests passed without the fix`);
  }
}
process.exit(quiet > 0 ? 1 : 0);
