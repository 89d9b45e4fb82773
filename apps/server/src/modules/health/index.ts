/** The health module's door: what app.ts may use. */
export { healthModule } from './health.routes.js';
