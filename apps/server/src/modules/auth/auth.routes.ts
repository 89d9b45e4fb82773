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
import type { AuthService, RequestMeta } from './auth.service.js';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const publicRoute = { access: 'public' } as const;
const anySignedIn = { access: ALL_USER_TYPES, allowDuringReset: true } as const;

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/login',
      {
        config: publicRoute,
        schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, 201: loginResponse } },
      },
      async (request, reply) => {
        const { email, password, broswer_id } = request.body;
        const result = await auth.login({ email, password, browserId: broswer_id }, meta(request));
        return reply.status(result.code).send(result);
      },
    );

    app.post(
      '/verifyotp',
      { config: publicRoute, schema: { tags: ['auth'], body: verifyOtpBody, response: { 200: authResponse } } },
      async (request) => ({
        code: 200,
        message: 'Verification successful',
        data: await auth.verifyOtp(request.body, meta(request)),
      }),
    );

    app.post(
      '/resendotp',
      { config: publicRoute, schema: { tags: ['auth'], body: resendOtpBody, response: { 200: messageResponse } } },
      async (request) => {
        await auth.resendOtp(request.body, meta(request));
        return { code: 200, message: Msg.otpResent };
      },
    );

    app.post(
      '/trustbrowser',
      {
        config: anySignedIn,
        schema: { tags: ['auth'], body: trustBrowserBody, response: { 200: trustBrowserResponse } },
      },
      async (request) => {
        const { email, browser, channel, user_id } = request.body;
        const data = await auth.trustBrowser(
          currentUser(request),
          { email, browser, channel, userId: user_id },
          meta(request),
        );
        return { code: 200, message: 'Browser saved', data };
      },
    );

    app.post(
      '/user/password/reset',
      { config: publicRoute, schema: { tags: ['auth'], body: resetRequestBody, response: { 200: messageResponse } } },
      async (request) => {
        await auth.requestPasswordReset(request.body, meta(request));
        return { code: 200, message: 'A password reset code has been sent to your email.' };
      },
    );

    app.post(
      '/user/password/verify_token',
      {
        config: publicRoute,
        schema: { tags: ['auth'], body: verifyResetTokenBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await auth.checkResetToken(request.body, meta(request));
        return { code: 200, message: 'Token verified' };
      },
    );

    app.put(
      '/user/password/reset',
      { config: publicRoute, schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponse } } },
      async (request) => {
        await auth.resetPassword(request.body, meta(request));
        return { code: 200, message: 'Your password has been reset. Please log in.' };
      },
    );

    app.put(
      '/user/password',
      {
        config: anySignedIn,
        schema: { tags: ['auth'], body: adminSetPasswordBody, response: { 200: statusResponse } },
      },
      async (request) => ({
        status: true,
        message: await auth.setPassword(currentUser(request), request.body, meta(request)),
      }),
    );

    app.post(
      '/user/password/update',
      { config: anySignedIn, schema: { tags: ['auth'], body: changePasswordBody, response: { 200: statusResponse } } },
      async (request) => {
        await auth.changePassword(currentUser(request), request.body, meta(request));
        return { status: true, message: Msg.passwordChangeSuccess };
      },
    );

    app.post(
      '/user/logout',
      { config: anySignedIn, schema: { tags: ['auth'], response: { 200: messageResponse } } },
      async (request) => {
        await auth.logout(currentUser(request), meta(request));
        return { code: 200, message: 'Logged out' };
      },
    );
  };
