import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import axe from 'axe-core';

const IMPACT_RANK: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

interface AuditCheckRef {
  id: string;
}

interface Audit {
  rules: { id: string; impact?: string; any: (string | AuditCheckRef)[]; all: (string | AuditCheckRef)[]; none: (string | AuditCheckRef)[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}

/**
 * Rules that can never report a serious or critical violation: a rule's own impact, when it has one,
 * is what each of its results carries; otherwise the worst of its checks'. The tests fail only on
 * serious and critical, so running these (landmarks, region, heading order…) cost a third of every
 * axe run for nothing. Read from axe-core itself, so an upgrade that raises a rule's impact runs it.
 */
const rulesBelowSerious = (() => {
  const audit = (axe as unknown as { _audit: Audit })._audit;
  const rank = (impact: string | undefined) => (impact ? (IMPACT_RANK[impact] ?? 0) : 0);
  return audit.rules
    .filter((rule) => {
      if (rule.impact) return rank(rule.impact) < IMPACT_RANK.serious!;
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
      return checks.length > 0 && checks.every((check) => rank(audit.data.checks[check]?.impact) < IMPACT_RANK.serious!);
    })
    .map((rule) => rule.id);
})();

/** Spells a violation so a failing test says what and where: rule, help text and the first elements. */
const describe = (violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }) =>
  `${violation.impact ?? ''} ${violation.id}: ${violation.help} at ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ')}`;

/** Runs axe on the page as it is; answers its serious and critical violations, spelled out. */
export async function axeSeriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips building selectors for every passed node, which took
  // half of each run (axe-core's `resultTypes`; violations are still reported in full).
  // Reduced motion ends transitions at once: a toast fading in is otherwise read half-transparent,
  // and axe reports its text's contrast against the page behind it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(rulesBelowSerious).analyze();
  await page.emulateMedia({ reducedMotion: null });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(describe);
}

/** Runs axe on the page as it is and fails on any serious or critical violation (issue #16). */
export async function expectNoSeriousAxeViolations(page: Page, screen: string) {
  expect(await axeSeriousViolations(page), `axe on ${screen}`).toEqual([]);
}

/** The console's language is kept in localStorage; set it before the page's scripts run. */
export async function useLanguage(page: Page, code: 'en' | 'ar') {
  await page.addInitScript((language) => localStorage.setItem('console.language', language), code);
}

/** The same for every page `context` opens from now on. */
export async function useLanguageIn(context: BrowserContext, code: 'en' | 'ar') {
  await context.addInitScript((language) => localStorage.setItem('console.language', language), code);
}
