import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function checkIsAdmin(userId: number) {
  return apiCall(paths.user.checkIsAdmin, { userId });
}

export function useCheckIsAdmin(userId: number) {
  return useQuery({ queryKey: ['users', 'is-admin', userId], queryFn: () => checkIsAdmin(userId), staleTime: 0 });
}
