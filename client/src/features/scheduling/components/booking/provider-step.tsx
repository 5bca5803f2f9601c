import { Stethoscope } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { formatRupiah } from '@/lib/format'
import { getInitials, providerRoleLabel } from '@/lib/user'
import { cn } from '@/lib/utils'
import type { DirectoryProvider } from '@/api/openapi'

type ProviderStepProps = {
  providers: DirectoryProvider[]
  isLoading: boolean
  error: unknown
  value: string | null
  onChange: (providerId: string) => void
  /** the directory is paged: 'Muat lebih banyak' under the list */
  more?: ReactNode
}

/** Step 1: the providers that have a display name, as selectable cards. */
export function ProviderStep({ providers, isLoading, error, value, onChange, more }: ProviderStepProps) {
  const { t } = useTranslation()

  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
        <Spinner />
        {t('scheduling.booking.providers.loading')}
      </div>
    )
  }
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
        {t('scheduling.booking.providers.loadFailed', { message: getErrorMessage(error) })}
      </p>
    )
  }
  if (providers.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
        <Stethoscope className="size-8 text-muted-foreground/60" aria-hidden />
        {t('scheduling.booking.providers.empty')}
      </div>
    )
  }

  return (
    <fieldset className="grid gap-3">
      <legend id="booking-provider-legend" className="mb-3 text-sm font-medium">
        {t('scheduling.booking.providers.label')}
      </legend>
      <RadioGroup
        value={value ?? ''}
        onValueChange={onChange}
        aria-labelledby="booking-provider-legend"
        className="grid max-h-[min(24rem,50svh)] gap-2 overflow-y-auto p-0.5"
      >
        {providers.map((provider) => {
          const id = `booking-provider-${provider.id}`
          const selected = value === provider.id
          const name = provider.displayName ?? ''
          return (
            <label
              key={provider.id}
              htmlFor={id}
              data-testid="booking-provider-option"
              className={cn(
                'grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/50',
                selected && 'border-primary bg-primary/5 ring-1 ring-primary'
              )}
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
                {getInitials(name)}
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span id={`${id}-name`} className="truncate text-sm font-semibold">
                  {name}
                </span>
                <span id={`${id}-details`} className="truncate text-xs text-muted-foreground">
                  {providerRoleLabel(provider.providerRole)} ·{' '}
                  {provider.specialization || t('scheduling.booking.providers.defaultSpecialization')}
                </span>
                {provider.bio ? (
                  <span data-testid="booking-provider-bio" className="line-clamp-2 text-xs text-muted-foreground">
                    {provider.bio}
                  </span>
                ) : null}
                <span className="text-xs font-medium text-primary">
                  {t('scheduling.booking.providers.feePerSession', { fee: formatRupiah(provider.consultationFee) })}
                </span>
              </span>
              <RadioGroupItem id={id} value={provider.id} aria-labelledby={`${id}-name`} aria-describedby={`${id}-details`} />
            </label>
          )
        })}
      </RadioGroup>
      {more}
    </fieldset>
  )
}
