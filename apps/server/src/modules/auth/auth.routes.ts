import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSetPasswordBody,
  ALL_USER_TYPES,
  authResponse,
  changePasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  Msg,
  resendOtpBody,
  resetPasswordBody,
  resetRequestBody,
  statusResponse,
  trustBrowserBody,
  trustBrowserResponse,
  verifyOtpBody,
  verifyResetTokenBody,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import type { AuthDeps, RequestMeta } from './auth.deps.js';
import { changePassword, setPassword } from './passwords.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.js';
import { login, logout, resendOtp, verifyOtp } from './sign-in.js';
import { trustBrowser } from './trust-browser.js';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const publicRoute = { access: 'public' } as const;
const anySignedIn = { access: ALL_USER_TYPES, allowDuringReset: true } as const;
const tags = ['auth'];

/** Sign-in: password, SMS code, trusted browser. */
const signInRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/login',
      { config: publicRoute, schema: { tags, body: loginBody, response: { 200: loginResponse, 201: loginResponse } } },
      async (request, reply) => {
        const { email, password, broswer_id } = request.body;
        const result = await login(deps, { email, password, browserId: broswer_id }, meta(request));
        return reply.status(result.code).send(result);
      },
    );
    app.post(
      '/verifyotp',
      { config: publicRoute, schema: { tags, body: verifyOtpBody, response: { 200: authResponse } } },
      async (request) => ({
        code: 200,
        message: 'Verification successful',
        data: await verifyOtp(deps, request.body, meta(request)),
      }),
    );
    app.post(
      '/resendotp',
      { config: publicRoute, schema: { tags, body: resendOtpBody, response: { 200: messageResponse } } },
      async (request) => {
        await resendOtp(deps, request.body, meta(request));
        return { code: 200, message: Msg.otpResent };
      },
    );
    app.post(
      '/trustbrowser',
      { config: anySignedIn, schema: { tags, body: trustBrowserBody, response: { 200: trustBrowserResponse } } },
      async (request) => {
        const { email, browser, channel, user_id } = request.body;
        const input = { email, browser, channel, userId: user_id };
        const data = await trustBrowser(deps, currentUser(request), input, meta(request));
        return { code: 200, message: 'Browser saved', data };
      },
    );
  };

/** Forgotten password (emailed code), forced or admin reset, and the profile's change. */
const passwordRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/password/reset',
      { config: publicRoute, schema: { tags, body: resetRequestBody, response: { 200: messageResponse } } },
      async (request) => {
        await requestPasswordReset(deps, request.body, meta(request));
        return { code: 200, message: 'A password reset code has been sent to your email.' };
      },
    );
    app.post(
      '/user/password/verify_token',
      { config: publicRoute, schema: { tags, body: verifyResetTokenBody, response: { 200: messageResponse } } },
      async (request) => {
        await checkResetToken(deps, request.body, meta(request));
        return { code: 200, message: 'Token verified' };
      },
    );
    app.put(
      '/user/password/reset',
      { config: publicRoute, schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } } },
      async (request) => {
        await resetPassword(deps, request.body, meta(request));
        return { code: 200, message: 'Your password has been reset. Please log in.' };
      },
    );
    app.put(
      '/user/password',
      { config: anySignedIn, schema: { tags, body: adminSetPasswordBody, response: { 200: statusResponse } } },
      async (request) => ({
        status: true,
        message: await setPassword(deps, currentUser(request), request.body, meta(request)),
      }),
    );
    app.post(
      '/user/password/update',
      { config: anySignedIn, schema: { tags, body: changePasswordBody, response: { 200: statusResponse } } },
      async (request) => {
        await changePassword(deps, currentUser(request), request.body, meta(request));
        return { status: true, message: Msg.passwordChangeSuccess };
      },
    );
  };

const logoutRoute =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/logout',
      { config: anySignedIn, schema: { tags, response: { 200: messageResponse } } },
      async (request) => {
        await logout(deps, currentUser(request), meta(request));
        return { code: 200, message: 'Logged out' };
      },
    );
  };

/** Every auth route, wired to its use cases (in the OpenAPI document's order). */
export const authModule =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(signInRoutes(deps));
    await app.register(passwordRoutes(deps));
    await app.register(logoutRoute(deps));
  };
