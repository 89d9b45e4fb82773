// The service import's door: what app.ts may use.
export { serviceImportModule } from './service-import.routes.js';
