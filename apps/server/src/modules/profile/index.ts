/** The profile module's door: what app.ts may use. */
export { profileRoutes } from './profile.routes.js';
