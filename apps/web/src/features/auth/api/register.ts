import { authResponseSchema, type AuthResponse, type Credentials } from '@adsmith/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/register (SPEC §7): 201 with the same `{ token, user }` as sign-in. */
export async function register(credentials: Credentials): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiClient.post<unknown>('/auth/register', credentials));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
