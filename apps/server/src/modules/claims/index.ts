// The claims module's door: what app.ts may use.
export { claimsModule } from './claims.routes.js';
export { receivablesCard } from './receivables.service.js';
