import { ShieldCheck, Stethoscope, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '@/components/ui/field'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'
import type { Role } from '@modules/identity/contracts/roles'

const OPTIONS = [
  { role: 'PATIENT', icon: UserRound },
  { role: 'PROVIDER', icon: Stethoscope },
  { role: 'ADMIN', icon: ShieldCheck },
] as const satisfies readonly { role: Role; icon: unknown }[]

type RolePickerProps = { value: Role; onChange: (role: Role) => void; error?: string }

/** Three selectable cards; each radio is named by its title only (hint = description). */
export function RolePicker({ value, onChange, error }: RolePickerProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2">
      <legend id="signup-role-legend" className="mb-2 text-sm font-medium">
        {t('auth.signUp.roleLegend')}
      </legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as Role)}
        aria-labelledby="signup-role-legend"
        aria-invalid={error ? true : undefined}
        className="grid grid-cols-1 gap-2 sm:grid-cols-3"
      >
        {OPTIONS.map(({ role, icon: Icon }) => {
          const id = `signup-role-${role.toLowerCase()}`
          const selected = value === role
          return (
            <label
              key={role}
              htmlFor={id}
              className={cn(
                'relative grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/50 sm:grid-cols-[auto_1fr] sm:content-start sm:items-start sm:gap-2',
                selected && 'border-primary bg-primary/5 ring-1 ring-primary'
              )}
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-md sm:col-start-1 sm:row-start-1',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground'
                )}
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="grid gap-0.5 sm:col-span-2 sm:row-start-2">
                <span id={`${id}-title`} className="text-sm font-semibold">
                  {t(`common.roles.${role}`)}
                </span>
                <span id={`${id}-hint`} className="text-xs leading-snug text-muted-foreground">
                  {t(`auth.signUp.roleHints.${role}`)}
                </span>
              </span>
              <RadioGroupItem
                id={id}
                value={role}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-hint`}
                className="sm:col-start-2 sm:row-start-1 sm:mt-2 sm:justify-self-end"
              />
            </label>
          )
        })}
      </RadioGroup>
      <FieldError message={error} />
    </fieldset>
  )
}
