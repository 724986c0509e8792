import { z } from 'zod';
import { PasswordRules } from '../common/constants';
import { AuthMessages } from './messages';

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters nobody sees: controls, format characters (zero-width spaces and joiners, bidi marks), fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0]/u;
/** Scripts whose letters pass for Latin ones: a part mixing them with Latin letters is a look-alike address. */
const LOOKALIKE_SCRIPTS = [
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

/**
 * An address is one way of writing one mailbox: no invisible characters, no trailing or doubled dots (`x.com.`
 * is `x.com` to mail but not to us), and no part that mixes Latin letters with look-alike letters of another
 * script (`аlice` with a Cyrillic а). Applied after NFKC normalisation, which folds full-width and other
 * compatibility forms (`ａlice` → `alice`).
 */
export function isPlainEmail(email: string): boolean {
  if (INVISIBLE.test(email)) return false;
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (domain.endsWith('.') || domain.startsWith('.') || email.includes('..')) return false;
  const parts = [email.slice(0, at), ...domain.split('.')];
  return parts.every(
    (part) => !(/\p{Script=Latin}/u.test(part) && LOOKALIKE_SCRIPTS.some((script) => script.test(part))),
  );
}

export const emailSchema = z
  .string()
  .normalize('NFKC')
  .trim()
  .max(254, AuthMessages.invalidEmail)
  .regex(EMAIL_PATTERN, AuthMessages.invalidEmail)
  .refine(isPlainEmail, AuthMessages.invalidEmail)
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PasswordRules.minLength, AuthMessages.passwordTooShort)
  .max(256, 'Password must be at most 256 characters')
  .refine((value) => value.trim().length > 0, AuthMessages.passwordBlank);

export const credentialsSchema = z.object({
  email: emailSchema.describe('Account email address'),
  password: passwordSchema.describe('Account password'),
});
export type Credentials = z.input<typeof credentialsSchema>;

export const userSchema = z.object({
  id: z.string().describe('User id'),
  email: z.string().describe('Account email address'),
  isAdmin: z.boolean().describe('Whether the user may open the admin area'),
  createdAt: z.string().describe('ISO timestamp of registration'),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string().describe('Bearer token (JWT) for later calls'),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyResponseSchema = z.object({
  valid: z.literal(true),
  user: userSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
