// The client-services module's door: what app.ts and other modules may use. Every write of the
// client_services and client_service_staff tables is made here, the service import's bulk writes
// included (they take the import's transaction).
export { clientServicesModule } from './client-services.routes.js';
export { staffName } from './client-services.presenter.js';
export { assignedStaffOf, entriesOutside, unitsUtilizedFor } from './client-services.repo.js';
export {
  insertAuthorizations,
  replaceAllocations,
  updateAuthorizations,
  type AuthorizationUpdate,
  type NewAuthorization,
} from './authorization-bulk.repo.js';
