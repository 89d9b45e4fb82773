import path from 'node:path';

/**
 * hearth/boundaries: the layout of docs/ARCHITECTURE.md as a lint rule (docs/decisions/013).
 *
 * Server (apps/server/src):
 * - a module (modules/A) uses another module (modules/B) only through its door, modules/B/index.ts;
 * - platform/, policies/ and db/ import no module (they take what they need as parameters);
 * - everything outside the modules (app.ts, main.ts, seed/) reaches a module through its door too.
 * Web (apps/web/src):
 * - a feature (features/A) imports nothing from another feature (shared pieces live in components/ or lib/);
 * - components/ and lib/ import no feature and nothing from app/.
 * Shared (packages/shared) imports nothing from the apps.
 *
 * Only relative specifiers are checked (the apps reach each other only through @hearth/shared).
 * Test files are left out by the configuration, not here: a test may set up another module's data.
 */

/** Where a file sits: { area, name? , rest } or null for files the rule does not govern. */
export function placeOf(relPath) {
  const p = relPath.split(path.sep).join('/');
  let m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(p);
  if (m) return { area: 'server-module', name: m[1], rest: m[2] };
  m = /^apps\/server\/src\/(platform|policies|db)\//.exec(p);
  if (m) return { area: `server-${m[1]}` };
  if (/^apps\/server\/src\//.test(p)) return { area: 'server-other' };
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(p);
  if (m) return { area: 'web-feature', name: m[1] };
  m = /^apps\/web\/src\/(components|lib|app)\//.exec(p);
  if (m) return { area: `web-${m[1]}` };
  if (/^packages\/shared\//.test(p)) return { area: 'shared' };
  if (/^apps\//.test(p)) return { area: 'app-other' };
  return null;
}

const isDoor = (rest) => /^index(\.[cm]?[jt]sx?)?$/.test(rest);

/** Why an import from `from` to `to` breaks the layout, or null when it is allowed. */
export function violation(from, to) {
  if (!from || !to) return null;
  if (from.area === 'shared') return to.area === 'shared' ? null : 'shared';
  if (to.area === 'server-module') {
    if (['server-platform', 'server-policies', 'server-db'].includes(from.area)) return 'platformImportsModule';
    if (from.area === 'server-module' && from.name === to.name) return null;
    if (from.area === 'server-module' || from.area === 'server-other') return isDoor(to.rest) ? null : 'moduleInsides';
    return null;
  }
  if (to.area === 'web-feature') {
    if (from.area === 'web-feature' && from.name !== to.name) return 'featureImportsFeature';
    if (from.area === 'web-components' || from.area === 'web-lib') return 'sharedWebImportsFeature';
    return null;
  }
  if (to.area === 'web-app' && (from.area === 'web-components' || from.area === 'web-lib')) {
    return 'sharedWebImportsApp';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps Hearth's module and feature boundaries (docs/ARCHITECTURE.md)" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      moduleInsides:
        "'{{spec}}' reaches into module '{{target}}': import from its door ('modules/{{target}}/index.ts') and export what you need there.",
      platformImportsModule:
        "'{{spec}}': platform, policies and db import no module; take what you need from module '{{target}}' as a parameter.",
      featureImportsFeature:
        "'{{spec}}': feature '{{source}}' imports from feature '{{target}}'; move what both use to components/ or lib/.",
      sharedWebImportsFeature: "'{{spec}}': components/ and lib/ import no feature (here '{{target}}').",
      sharedWebImportsApp: "'{{spec}}': components/ and lib/ import nothing from app/.",
      shared: "'{{spec}}': packages/shared imports nothing from the apps.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const filename = context.filename;
    const from = placeOf(path.relative(root, filename));
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const to = placeOf(path.relative(root, path.resolve(path.dirname(filename), spec)));
      const messageId = violation(from, to);
      if (messageId) {
        context.report({
          node: source,
          messageId,
          data: { spec, source: from.name ?? from.area, target: to.name ?? to.area },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: boundariesRule } };
