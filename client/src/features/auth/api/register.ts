import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterRequestInput } from '@modules/identity/contracts/register-request'
import { api } from '@/lib/api'
import type { User } from '@/types/api'
import { getUserQueryOptions } from './get-user'

export function register(input: RegisterRequestInput): Promise<User> {
  return api.post<User>('/api/register', input)
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/register'],
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user)
    },
  })
}
