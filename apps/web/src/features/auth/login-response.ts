// The login answer's schema, in a chunk of its own: the sign-in page loads it (with zod) only when
// the user submits, while the request is on its way (see login.ts).
export { loginResponse } from '@hearth/shared';
