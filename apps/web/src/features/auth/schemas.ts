import { z } from 'zod';
import { emailSchema, Msg, passwordProblem } from '@hearth/shared';

export const emailForm = z.object({ email: emailSchema });

/** New password plus confirmation (spec 01 section 5, "New password"). */
export const newPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (!confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Msg.confirmRequired });
    else if (confirmPassword !== password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Msg.passwordsDoNotMatch });
    }
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
