/** Business constants from spec 01 section 9 and the security requirements. */
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MINUTES = 10;
export const TRUSTED_BROWSER_DAYS = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_HOURS = 12;
export const TOAST_MS = 2000;
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MIN_CHARS = 3;
/** Special characters a new password must contain one of (spec 01 section 5). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

/** Role groups (GET /role/group). Groups 1 and 2 may create Admin records (spec 01 section 6). */
export const ROLE_GROUPS = [
  { roleGroupId: 1, name: 'Owners', canCreateAdmins: true },
  { roleGroupId: 2, name: 'Administrators', canCreateAdmins: true },
  { roleGroupId: 3, name: 'Office staff', canCreateAdmins: false },
  { roleGroupId: 4, name: 'Field staff', canCreateAdmins: false },
] as const;

/** Pragmatic address check: local@domain.tld without spaces; `localhost` is allowed as a domain (the first admin). */
export const EMAIL_PATTERN = /^[^\s@]+@(?:localhost|[^\s@]+\.[^\s@.]+)$/i;
/** Longest email address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
