import { apiClient } from '@/lib/api-client';

/** POST /api/auth/logout: the server revokes the token (and every other of the user's), so a copy stops working. */
export async function logout(): Promise<void> {
  await apiClient.post<void>('/auth/logout', {});
}
