import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { UserDto } from '@modules/identity/contracts/user-dto'
import { getUserQueryOptions } from './get-user'

type RegisterBase = { email: string; password: string; acceptTerms: true }

/** Registration payload (spec §5): fullName for PATIENT/ADMIN, displayName & co. for PROVIDER. */
export type RegisterInput =
  | (RegisterBase & { role: 'PATIENT' | 'ADMIN'; fullName: string })
  | (RegisterBase & {
      role: 'PROVIDER'
      displayName: string
      providerRole: string
      bio?: string
      specialization?: string
      /** STR (Surat Tanda Registrasi): optional here, required before an admin can verify. */
      strNumber?: string
    })

export function register(input: RegisterInput): Promise<UserDto> {
  return api.post<UserDto>('/api/register', input)
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
