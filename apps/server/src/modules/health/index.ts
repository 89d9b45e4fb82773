/** The health module's door: what app.ts may use. */
export { healthRoutes } from './health.routes.js';
