/** The supports-coordinators module's door: what app.ts and other modules may use. */
export { scModule } from './supports-coordinators.routes.js';
export { insertSc } from './supports-coordinators.repo.js';
