/** The clients module's door: what app.ts and other modules may use. */
export { clientsModule } from './clients.routes.js';
export { clientExists, insertClient } from './clients.repo.js';
