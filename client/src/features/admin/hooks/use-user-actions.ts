import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'

import { useDeleteAdminUser } from '../api/delete-admin-user'
import { type UpdateAdminUserInput, useUpdateAdminUser } from '../api/update-admin-user'
import { useVerifyProvider } from '../api/verify-provider'
import type { AdminUserDto } from '@/api/openapi'

type Callbacks = { onDone?: () => void; onFieldError?: (message: string | undefined) => void }

/** The admin's actions on one account (edit, suspend/activate, verify, delete) with their toasts. */
export function useUserActions() {
  const { t } = useTranslation()
  const updateMutation = useUpdateAdminUser()
  const deleteMutation = useDeleteAdminUser()
  const verifyMutation = useVerifyProvider()

  const succeeded = (description: string) => toast({ variant: 'success', title: t('admin.toasts.successTitle'), description })
  const failed = (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: t('admin.toasts.errorTitle'), description: getErrorMessage(error) || fallback })

  function update(input: UpdateAdminUserInput, { onDone, onFieldError }: Callbacks = {}) {
    updateMutation.mutate(input, {
      onSuccess: () => {
        succeeded(t('admin.toasts.updated'))
        onDone?.()
      },
      onError: (error) => {
        onFieldError?.(getFieldErrors(error).email)
        failed(error, t('admin.toasts.updateFailed'))
      },
    })
  }

  return {
    /** The id of the account an action is running on, if any: its row is busy. */
    busyId:
      (updateMutation.isPending && updateMutation.variables?.id) ||
      (deleteMutation.isPending && deleteMutation.variables) ||
      (verifyMutation.isPending && verifyMutation.variables) ||
      null,
    updatePending: updateMutation.isPending,
    deletePending: deleteMutation.isPending,
    changeEmail: (user: AdminUserDto, email: string, callbacks: Callbacks) => update({ id: user.id, email }, callbacks),
    toggleStatus: (user: AdminUserDto) => update({ id: user.id, status: user.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED' }),
    verify: (user: AdminUserDto) =>
      verifyMutation.mutate(user.id, {
        onSuccess: () => succeeded(t('admin.toasts.verified')),
        onError: (error) => failed(error, t('admin.toasts.verifyFailed')),
      }),
    remove: (user: AdminUserDto, onDone: () => void) =>
      deleteMutation.mutate(user.id, {
        onSuccess: () => {
          succeeded(t('admin.toasts.deleted'))
          onDone()
        },
        onError: (error) => failed(error, t('admin.toasts.deleteFailed')),
      }),
  }
}
