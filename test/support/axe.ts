// axe-core against the page as it is now, at the levels the product promises (WCAG 2.2 AA): shared by the e2e specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each violation as `rule: elements`, or `what: rule on elements` when `what` names the page's state. */
export async function axeViolations(page: Page, what?: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations.map((v) => {
    const nodes = v.nodes.map((n) => n.target.join(' ')).join(', ');
    return what ? `${what}: ${v.id} on ${nodes}` : `${v.id}: ${nodes}`;
  });
}

/** Fails, naming every violation, if axe finds any. */
export async function axe(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
