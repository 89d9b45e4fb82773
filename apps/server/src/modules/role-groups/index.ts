/** The role-groups module's door: what app.ts may use. */
export { roleGroupsModule } from './role-groups.routes.js';
