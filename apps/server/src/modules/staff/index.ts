/** The staff module's door (the `users` table's owner): what app.ts, main.ts, seed and other modules may use. */
export { staffModule } from './staff.routes.js';
export { ensureFirstAdmin, writeFirstAdminPassword, type BootstrapResult } from './first-admin.js';
export { insertStaff, setUserPassword, type StaffRow, type StaffValues } from './staff.repo.js';
export { newStaffValues, sealSsn } from './staff.values.js';
export { adminRecipients } from './admin-recipients.repo.js';
