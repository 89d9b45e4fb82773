/** The services (catalogue) module's door: what app.ts and other modules may use. */
export { servicesModule } from './services.routes.js';
export { insertService } from './services.repo.js';
