// The overview module's door: what app.ts may use.
export { overviewModule } from './overview.routes.js';
