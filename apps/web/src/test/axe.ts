import axe from 'axe-core';

/**
 * The serious and critical axe-core (WCAG 2.1 AA) violations in `root`, as 'rule: targets' lines
 * (an empty list is a pass). jsdom has no layout or canvas, so colour contrast is left to the
 * e2e journeys' axe runs in a real browser.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
