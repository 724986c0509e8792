import { Timing } from '@adsmith/domain/common/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isClientError } from '@/lib/api-client';
import { clearSession, getStoredUserRaw, setStoredUser } from '@/lib/storage';
import { InvalidSessionError, verifySession } from '../api/verify-session';

/**
 * Only an answer from the server can prove a session bad. A dropped connection or a 5xx says nothing about the
 * token, and signing the user out for it would throw away their place in the flow.
 */
function isVerificationFailure(error: unknown): boolean {
  if (error instanceof InvalidSessionError) return true;
  return isClientError(error) && error.kind === 'response';
}

/**
 * SPEC §2/§4: 300 ms after every route change, GET /api/auth/verify. On success the stored user (and so the
 * admin flag) is refreshed; on failure `token` and `user` are cleared, and the session guard, which watches
 * them, sends the user to /auth?redirect=…. The delay debounces quick successive navigations into one call.
 */
export function useSessionCheck(isEnabled: boolean): void {
  const { key } = useLocation();

  useEffect(() => {
    if (!isEnabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      verifySession(controller.signal).then(
        (user) => {
          const raw = JSON.stringify(user);
          if (raw !== getStoredUserRaw()) setStoredUser(user);
        },
        (error: unknown) => {
          if (controller.signal.aborted || !isVerificationFailure(error)) return;
          clearSession();
        },
      );
    }, Timing.sessionCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, isEnabled]);
}
