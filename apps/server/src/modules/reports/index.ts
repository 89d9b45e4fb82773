// The reports module's door: what app.ts and other modules may use. The Overview reads
// authorizations' use with the same SQL and arithmetic as the usage reports.
export { reportsModule } from './reports.routes.js';
export { authorizationSelect, monthlyUnits, type AuthorizationScope } from './usage-reports.repo.js';
export { evenUseTarget, usedPercent } from './usage-reports.js';
