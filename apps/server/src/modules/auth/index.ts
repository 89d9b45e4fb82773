/** The auth module's door: what app.ts and other modules may use. */
export { authModule } from './auth.routes.js';
export type { AuthDeps } from './auth.deps.js';
export { findUserById } from './auth.repo.js';
export { revokeUserSessions, sessionStore } from './sessions.repo.js';
