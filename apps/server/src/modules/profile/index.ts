/** The profile module's door: what app.ts may use. */
export { profileModule } from './profile.routes.js';
