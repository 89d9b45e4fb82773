import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundariesRule } from './boundaries.mjs';

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const options = [{ root }];
const ok = (file, code) => ({ filename: at(file), code, options });
const bad = (file, code, messageId) => ({ filename: at(file), code, options, errors: [{ messageId }] });

tester.run('hearth/boundaries', boundariesRule, {
  valid: [
    ok('apps/server/src/modules/clients/clients.service.ts', "import { x } from './clients.repo.js';"),
    ok('apps/server/src/modules/clients/clients.service.ts', "import { attachments } from '../files/index.js';"),
    ok('apps/server/src/modules/clients/clients.service.ts', "import { audit } from '../../platform/audit.js';"),
    ok('apps/server/src/app.ts', "import { clientRoutes } from './modules/clients/index.js';"),
    ok('apps/server/src/platform/agency-zone.ts', "import { clock } from './clock.js';"),
    ok('apps/web/src/features/claims/pages/ClaimsPage.tsx', "import { money } from '../../../lib/format';"),
    ok('apps/web/src/features/claims/pages/ClaimsPage.tsx', "import { Panel } from '../components/Panel';"),
    ok('apps/web/src/app/routes.tsx', "const Page = lazy(() => import('../features/claims/pages/ClaimsPage'));"),
    ok('apps/web/src/components/list/List.tsx', "import { format } from '../../lib/format';"),
    ok('packages/shared/src/reports.ts', "import { day } from './dates.js';"),
    ok('apps/server/src/modules/clients/clients.service.ts', "import { z } from 'zod';"),
  ],
  invalid: [
    bad(
      'apps/server/src/modules/clients/clients.service.ts',
      "import { filesRepo } from '../files/files.repo.js';",
      'moduleInsides',
    ),
    bad(
      'apps/server/src/modules/clients/clients.service.ts',
      "export { filesRepo } from '../files/files.repo.js';",
      'moduleInsides',
    ),
    bad(
      'apps/server/src/app.ts',
      "import { clientRoutes } from './modules/clients/clients.routes.js';",
      'moduleInsides',
    ),
    bad(
      'apps/server/src/platform/agency-zone.ts',
      "import { read } from '../modules/settings/index.js';",
      'platformImportsModule',
    ),
    bad(
      'apps/server/src/policies/staff-reach.ts',
      "import type { X } from '../modules/staff/index.js';",
      'platformImportsModule',
    ),
    bad(
      'apps/web/src/features/overview/pages/OverviewPage.tsx',
      "import { formatUnits } from '../../reports/format';",
      'featureImportsFeature',
    ),
    bad(
      'apps/web/src/components/list/List.tsx',
      "import { x } from '../../features/staff/api';",
      'sharedWebImportsFeature',
    ),
    bad('apps/web/src/lib/paths.ts', "import { routes } from '../app/routes';", 'sharedWebImportsApp'),
    bad(
      'apps/web/src/features/staff/pages/StaffListPage.tsx',
      "const D = lazy(() => import('../../users/Dialog'));",
      'featureImportsFeature',
    ),
    bad('packages/shared/src/reports.ts', "import { x } from '../../../apps/server/src/config.js';", 'shared'),
  ],
});
