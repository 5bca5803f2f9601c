import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldA11y } from '@/components/ui/field'
import { Select, SelectContent, SelectGroup, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { INDONESIAN_ZONES, otherTimeZones, zoneOffset } from '../lib/time-zones'

type TimeZoneSelectProps = {
  id: string
  value: string
  onChange: (zone: string) => void
  error?: string
  hint?: boolean
}

/** Indonesia's WIB, WITA and WIT first, then every other zone the browser knows. */
export function TimeZoneSelect({ id, value, onChange, error, hint }: TimeZoneSelectProps) {
  const { t } = useTranslation()
  // ~400 zones: their offsets are computed once per value, not on every render
  const others = useMemo(() => otherTimeZones(value).map((zone) => ({ zone, offset: zoneOffset(zone) })), [value])
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="min-w-0" {...fieldA11y(id, { error, hint })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-80">
        <SelectGroup>
          <p className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">{t('adminTools.settings.timezone.indonesia')}</p>
          {INDONESIAN_ZONES.map(({ zone, label }) => (
            <SelectItem key={zone} value={zone}>
              {zone} · {t(`adminTools.settings.timezone.${label}`)}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectGroup>
          <p className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">{t('adminTools.settings.timezone.others')}</p>
          {others.map(({ zone, offset }) => (
            <SelectItem key={zone} value={zone}>
              {zone} ({offset})
            </SelectItem>
          ))}
        </SelectGroup>
      </SelectContent>
    </Select>
  )
}
