import { z } from 'zod';
import { Msg, passwordProblem } from '@hearth/shared';

/** Profile CHANGE PASSWORD (spec 01 section 5): every field passes the password validator. */
export const changePasswordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    const current = passwordProblem(currentPassword);
    if (current) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: current });

    const next = passwordProblem(newPassword);
    if (next) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: next });
    else if (newPassword === currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: Msg.newSameAsCurrent });
    }

    if (!confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Msg.passwordRequired });
    else if (confirmPassword !== newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Msg.newConfirmMismatch });
    }
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
