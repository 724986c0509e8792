import { z } from 'zod';
import { PasswordRules } from '../common/constants';
import { AuthMessages } from './messages';

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string()
  .trim()
  .max(254, AuthMessages.invalidEmail)
  .regex(EMAIL_PATTERN, AuthMessages.invalidEmail)
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PasswordRules.minLength, AuthMessages.passwordTooShort)
  .max(256, 'Password must be at most 256 characters');

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
