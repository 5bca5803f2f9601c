import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequestInput } from '@modules/identity/contracts/login-request'
import { api } from '@/lib/api'
import type { UserDto } from '@modules/identity/contracts/user-dto'
import { getUserQueryOptions } from './get-user'

export function login(input: LoginRequestInput): Promise<UserDto> {
  return api.post<UserDto>('/api/login', input)
}

/** On success the returned user becomes the session; the guest guard then redirects by role. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/login'],
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user)
    },
  })
}
