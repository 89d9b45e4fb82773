/** The geocoding module's door: what app.ts may use. */
export { geocodingModule } from './geocoding.routes.js';
