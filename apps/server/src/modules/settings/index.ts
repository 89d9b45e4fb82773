/** The settings module's door: what app.ts and other modules may use. */
export { settingsModule } from './settings.routes.js';
export { readSettings, savedTimeZone, scheduleSettings, type AgencySettingsRow } from './settings.repo.js';
