import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settleAnimations } from './screens.js';

/** Lists switch from a table to cards below 600 px (apps/web/src/components/list/ResponsiveList.tsx). */
export const isPhoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** A list screen's body: the table on wider screens, the card list on phones (both named by `label`). */
export const listBody = (page: Page, label: string): Locator =>
  page.getByRole(isPhoneWidth(page) ? 'list' : 'table', { name: label, exact: true });

/** The table row or phone card of a list that contains `text`. */
export const listItem = (page: Page, label: string, text: string | RegExp): Locator =>
  listBody(page, label)
    .getByRole(isPhoneWidth(page) ? 'listitem' : 'row')
    .filter({ hasText: text });

/** The rows (or cards) of a list, header row excluded. */
export const listItems = (page: Page, label: string): Locator =>
  isPhoneWidth(page)
    ? listBody(page, label).getByRole('listitem')
    : listBody(page, label).locator('tbody').getByRole('row');

/** Opens a sidebar section the way a person does (through the drawer's menu button on narrow screens). */
export async function openSection(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Picks `option` in the combobox labelled `label` — an MUI select, or a searchable picker
 * (an Autocomplete input whose options load from the server) — and waits until the list is gone.
 * (MUI 9's Select ignores some clicks right after the menu opens, so the pick is retried.)
 */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const combo = scope.getByRole('combobox', { name: label, exact: true });
  const menu = page.locator('[role="listbox"]');
  let attempts = 0;
  await expect(async () => {
    attempts += 1;
    if ((await menu.count()) === 0) await combo.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(menu).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // A select shows the choice as its text; a searchable picker as its input's value.
  const isInput = await combo.evaluate((el) => el.tagName === 'INPUT');
  if (isInput) await expect(combo).toHaveValue(option);
  else await expect(combo).toHaveText(option);
  if (attempts > 1) {
    test.info().annotations.push({ type: 'select-retry', description: `${label} → ${option}: ${attempts} attempts` });
  }
}

/** The value shown for `label` on a read-only details screen (<dt>label</dt><dd>value</dd>). */
export const detail = (scope: Page | Locator, label: string): Locator => scope.locator(`dt:text-is("${label}") + dd`);

/** The pager's "1–10 of 25" text. */
export const pagerText = (page: Page): Locator => page.getByText(/^\d+–\d+ of \d+$/);

/**
 * Serious or critical axe-core violations of the page, as a soft expectation: the journey goes on
 * and the test is reported failed with every finding (e2e/support/screens.ts expectAccessible stops at the first).
 */
export async function softAccessible(page: Page, screen: string): Promise<void> {
  // A toast fading out (2 s after a save) reads as low contrast: leave it out.
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('.MuiSnackbar-root').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      `serious or critical accessibility violations on ${screen}`,
    )
    .toEqual([]);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form control labelled exactly `label` (a required field's label ends with an aria-hidden " *"). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', the one way the screens show a date (issue 23). */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
