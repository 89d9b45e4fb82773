/** The credentials module's door (issue 22, docs/decisions/018). Other modules import only from here. */
export {
  assertMayStartVisit,
  blockerDetails,
  blockerReason,
  credentialBlockersOf,
  type CredentialBlocker,
} from './enforcement.js';
export { trainingModule } from './training.routes.js';
export { credentialsModule } from './credentials.routes.js';
export { applicableTypeIds } from './applicability.repo.js';
export { credentialAlertsJob, runCredentialAlerts, type CredentialAlertRun } from './alerts.js';
export { applicablePairs } from './applicability.repo.js';
export { credentialCounts } from './alerts.repo.js';
