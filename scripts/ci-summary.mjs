// Reads the log of `npm test` and closes CI with the count of both runners, in the two summary
// forms test tooling reads (Jest's "Tests:  1 failed, 2 skipped, 9 passed, 12 total" and Vitest's
// "Tests  1 failed | 9 passed | 2 skipped (12)"): the log's own Vitest summary is far above, behind
// the build and the browser journeys, and Playwright's counts are not in either form.
// Vitest closes with "Tests  3 failed | 979 passed | 2 skipped (984)"; Playwright with lines such as
// "22 passed (5.4m)", "8 skipped", "1 failed", "2 flaky". Both runs are added up.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex
const plain = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (kind, n) => {
  if (kind === 'passed' || kind === 'flaky') totals.passed += n;
  else if (kind === 'failed') totals.failed += n;
  else if (kind === 'skipped' || kind === 'todo') totals.skipped += n;
};
for (const line of plain.split('\n')) {
  const vitest = /^\s*Tests\s+(.+)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    for (const part of vitest[1].split('|')) {
      const m = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
      if (m) add(m[2], Number(m[1]));
    }
    continue;
  }
  const pw = /^\s+(\d+)\s+(passed|failed|skipped|flaky)(\s+\([\d.]+m?s?\))?\s*$/.exec(line);
  if (pw) add(pw[2], Number(pw[1]));
}
if (totals.passed + totals.failed === 0) {
  console.error('ci-summary: no test results found in the log');
  process.exit(1);
}
const total = totals.passed + totals.failed + totals.skipped;
const parts = (sep) =>
  [
    totals.failed > 0 ? `${totals.failed} failed` : '',
    totals.skipped > 0 && sep === ', ' ? `${totals.skipped} skipped` : '',
    `${totals.passed} passed`,
    totals.skipped > 0 && sep === ' | ' ? `${totals.skipped} skipped` : '',
  ]
    .filter(Boolean)
    .join(sep);
console.log(`Tests:       ${parts(', ')}, ${total} total`);
console.log(`      Tests  ${parts(' | ')} (${total})`);
