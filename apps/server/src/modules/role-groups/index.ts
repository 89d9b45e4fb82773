/** The role-groups module's door: what app.ts may use. */
export { roleGroupRoutes } from './role-groups.routes.js';
