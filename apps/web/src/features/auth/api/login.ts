import { authResponseSchema, type AuthResponse, type Credentials } from '@adsmith/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/login (SPEC §7): the reply is checked before it becomes the stored session. */
export async function login(credentials: Credentials): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiClient.post<unknown>('/auth/login', credentials));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
