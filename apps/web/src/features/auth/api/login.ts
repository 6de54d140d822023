import { type LoginRequest, paths } from '@kamar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function login(input: LoginRequest) {
  return apiCall(paths.auth.login, input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
