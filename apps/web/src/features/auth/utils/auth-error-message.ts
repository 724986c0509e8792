import { AuthMessages } from '@adsmith/domain/auth/messages';
import { ApiError } from '@/lib/api-client';

export type AuthMode = 'signIn' | 'register';

/** SPEC §8 auth catalogue: 401, 409 on register, 429, else the server's own words, else the fallback. */
export function getAuthErrorMessage(error: unknown, mode: AuthMode): string {
  if (!(error instanceof ApiError)) return AuthMessages.authFailed;
  if (error.status === 401) return AuthMessages.invalidCredentials;
  if (error.status === 409 && mode === 'register') return AuthMessages.emailTaken;
  if (error.status === 429) return AuthMessages.tooManyAttempts;
  return error.detail?.trim() ? error.detail : AuthMessages.authFailed;
}
