import { z } from 'zod';
import { emailSchema, idSchema, loginPasswordSchema, newPasswordSchema, otpSchema } from './validation.js';
import { ErrorCode } from './error-codes.js';
import { Msg } from './messages.js';

/** POST /user/login — `broswer_id` (sic) is the spec's wire name for the trusted-browser token. */
export const loginBody = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  broswer_id: z.string().max(512).nullish(),
});

export const verifyOtpBody = z.object({ otp: otpSchema, email: emailSchema });
export const resendOtpBody = z.object({ email: emailSchema });

/** POST /trustbrowser — browser_id from the client is accepted but the server mints its own token. */
export const trustBrowserBody = z.object({
  browser_id: z.string().max(4096).nullish(),
  email: emailSchema,
  browser: z.string().trim().max(100).nullish(),
  channel: z.enum(['mobile', 'web']).nullish(),
  user_id: idSchema.nullish(),
});

export const resetRequestBody = z.object({ email: emailSchema });
export const verifyResetTokenBody = z.object({
  email: emailSchema,
  token: z
    .string({ error: Msg.invalidToken })
    .trim()
    .regex(/^\d{6}$/, Msg.invalidToken),
});
export const resetPasswordBody = verifyResetTokenBody.extend({ password: newPasswordSchema });

/** PUT /user/password — admin reset of any user's password, or a forced self-reset. */
export const adminSetPasswordBody = z.object({ userId: idSchema, password: newPasswordSchema });

/** POST /user/password/update — profile change password. */
export const changePasswordBody = z
  .object({
    userId: idSchema,
    oldPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((b) => b.oldPassword !== b.newPassword, {
    message: Msg.newSameAsCurrent,
    path: ['newPassword'],
  });

export const authData = z.object({
  token: z.string(),
  userId: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.number(),
  passwordResetRequired: z.boolean(),
});
export type AuthData = z.infer<typeof authData>;

export const loginResponse = z.object({
  code: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
  data: z.union([authData, z.object({ email: z.string() })]),
});

export const authResponse = z.object({ code: z.number(), message: z.string(), data: authData });

export const trustBrowserResponse = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ browserId: z.string(), expiresAt: z.string() }),
});

export const messageResponse = z.object({ code: z.number(), message: z.string() });
export const statusResponse = z.object({ status: z.boolean(), message: z.string() });

export const profileResponse = z.object({
  data: z.object({
    userId: z.number(),
    email: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    userType: z.number(),
    mobile: z.string().nullable(),
  }),
});

/**
 * The body of every error answer: `code` is the HTTP status, `error` one of the ErrorCode list
 * (error-codes.ts) and `field`, when there is one, the input it is about. The OpenAPI document shows
 * it for every operation's 4XX and 5XX answers. The web reads answers with `error` as any string
 * (a newer server may send a code this build does not know) and switches on ErrorCode.
 */
export const errorResponse = z.object({
  code: z.number().int(),
  error: z.enum(ErrorCode),
  message: z.string(),
  field: z.string().optional(),
  /** More about some refusals: POST /services/import's `{ rows: [{ row, recipientId, serviceCode, reasons }] }`. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof errorResponse>;
