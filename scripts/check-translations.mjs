// Compares every public/assets/i18n/*.json with en.json and exits non-zero when a language has
//   (a) keys of en.json it lacks (top-level sections in OPTIONAL_SECTIONS may be missing: i18next
//       falls back to English for them),
//   (b) a string whose {{placeholders}} (or $t() nestings) differ from the English one,
//   (c) keys en.json does not have (stale),
//   (d) an empty string where the English one has words (a control named in English and nameless in
//       the language: e2e/cold-routes.spec.ts runs axe in English on every screen, in Arabic on a few).
// Plural keys follow the language's CLDR categories: a plural `x` (en has `x_other`) is satisfied by
// any of the language's forms (ar: x_zero, x_one, x_two, x_few, x_many, x_other) as long as `x_other`
// is there; forms the language does not use are stale.
// Usage: node scripts/check-translations.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Top-level sections still being built; a language may leave them out entirely or in part. */
const OPTIONAL_SECTIONS = ['canvas', 'chatbot'];

const I18N_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'i18n');
const SOURCE = 'en';
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+?)_(ordinal_)?(${CATEGORIES.join('|')})$`);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Leaves as `path → value`; a path is the keys joined with dots. */
function flatten(node, prefix = [], leaves = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = [...prefix, key];
    if (isObject(value)) flatten(value, path, leaves);
    else leaves.set(path.join('.'), value);
  }
  return leaves;
}

/** The sorted interpolation placeholders and nestings of a value (strings inside arrays count too). */
function placeholders(value) {
  const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : typeof value === 'string' ? value : '';
  const found = new Set();
  for (const match of text.matchAll(/\{\{\s*(.*?)\s*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/\$t\((.*?)\)/g)) found.add(`$t(${match[1]})`);
  return [...found].sort();
}

/** `{ base, ordinal, category }` for a plural form of a key that en.json declares plural, else null. */
function pluralOf(path, pluralBases) {
  const match = PLURAL_KEY.exec(path);
  if (!match) return null;
  const [, base, ordinal, category] = match;
  const kind = ordinal ? 'ordinal' : 'cardinal';
  return pluralBases.has(`${kind}:${base}`) ? { base, kind, category } : null;
}

const formKey = (base, kind, category) => `${base}_${kind === 'ordinal' ? 'ordinal_' : ''}${category}`;

function pluralCategories(language, kind) {
  try {
    return new Set(new Intl.PluralRules(language, { type: kind }).resolvedOptions().pluralCategories);
  } catch {
    return new Set(CATEGORIES);
  }
}

function readJson(file) {
  return JSON.parse(readFileSync(join(I18N_DIR, file), 'utf8'));
}

const en = flatten(readJson(`${SOURCE}.json`));
/** Plural keys of en.json, as `kind:base`: those with an `_other` form. */
const pluralBases = new Set();
for (const path of en.keys()) {
  const match = PLURAL_KEY.exec(path);
  if (match && match[3] === 'other') pluralBases.add(`${match[2] ? 'ordinal' : 'cardinal'}:${match[1]}`);
}

const isOptional = (path) => OPTIONAL_SECTIONS.includes(path.split('.')[0]);
const sameList = (a, b) => a.length === b.length && a.every((item, i) => item === b[i]);

function check(language) {
  const problems = { missing: [], placeholders: [], stale: [], empty: [] };
  let translation;
  try {
    translation = readJson(`${language}.json`);
  } catch (error) {
    return { ...problems, invalid: error.message };
  }
  if (!isObject(translation)) return { ...problems, invalid: 'the top level is not an object' };
  const lang = flatten(translation);
  const categories = { cardinal: pluralCategories(language, 'cardinal'), ordinal: pluralCategories(language, 'ordinal') };

  // (a) missing: plain keys by path, plural keys by their `_other` form.
  const seenPlurals = new Set();
  for (const path of en.keys()) {
    if (isOptional(path)) continue;
    const plural = pluralOf(path, pluralBases);
    if (plural) {
      const other = formKey(plural.base, plural.kind, 'other');
      if (seenPlurals.has(other)) continue;
      seenPlurals.add(other);
      if (!lang.has(other)) problems.missing.push(`${other} (plural)`);
    } else if (!lang.has(path)) {
      problems.missing.push(path);
    }
  }

  for (const [path, value] of lang) {
    const plural = pluralOf(path, pluralBases);
    // (c) stale: not in en.json, and not a plural form this language uses.
    if (!en.has(path) && !(plural && categories[plural.kind].has(plural.category))) {
      problems.stale.push(plural ? `${path} (the ${plural.kind} forms of ${language} are ${[...categories[plural.kind]].join(', ')})` : path);
      continue;
    }
    // (b) placeholders: against the same key, or for a plural form against en's form of that category, else `_other`.
    const english = en.has(path) ? en.get(path) : en.get(formKey(plural.base, plural.kind, 'other'));
    const want = placeholders(english);
    const got = placeholders(value);
    if (!sameList(want, got)) problems.placeholders.push(`${path}: expected ${want.join(' ') || 'none'}, found ${got.join(' ') || 'none'}`);
    // (d) empty: no words where English has some.
    if (typeof value === 'string' && value.trim() === '' && typeof english === 'string' && english.trim() !== '') problems.empty.push(path);
  }
  return problems;
}

const languages = readdirSync(I18N_DIR)
  .filter((file) => file.endsWith('.json') && file !== `${SOURCE}.json`)
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

let failed = false;
const summary = [];
for (const language of languages) {
  const result = check(language);
  if (result.invalid) {
    failed = true;
    console.error(`${language}.json: not valid JSON: ${result.invalid}`);
    summary.push(`${language} invalid JSON`);
    continue;
  }
  const counts = [];
  for (const [kind, label] of [
    ['missing', 'missing'],
    ['placeholders', 'placeholder mismatch'],
    ['stale', 'stale'],
    ['empty', 'empty where English has words'],
  ]) {
    for (const entry of result[kind]) console.error(`${language}.json: ${label}: ${entry}`);
    if (result[kind].length) counts.push(`${result[kind].length} ${label}`);
  }
  if (counts.length) failed = true;
  summary.push(counts.length ? `${language} FAILED (${counts.join(', ')})` : `${language} ok`);
}

console.log(`translations: ${summary.length ? summary.join(', ') : 'no languages besides en'}`);
process.exit(failed ? 1 : 0);
