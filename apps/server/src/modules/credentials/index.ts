/** The credentials module's door (issue 22, docs/decisions/018). Other modules import only from here. */
export {
  assertMayStartVisit,
  blockerDetails,
  blockerReason,
  credentialBlockersOf,
  type CredentialBlocker,
} from './enforcement.js';
export { trainingModule } from './training.routes.js';
