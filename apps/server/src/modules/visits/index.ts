// The visits module's door: what other modules and app.ts may use.
export { visitsModule } from './visits.routes.js';
