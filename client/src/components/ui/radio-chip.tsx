import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A radio drawn as a selectable chip (e.g. a time slot); use inside <RadioGroup>. */
export function RadioChip({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-chip"
      className={cn(
        'flex min-h-11 flex-col items-center justify-center rounded-lg border bg-card px-3 py-2 text-sm font-semibold shadow-xs transition-colors outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className
      )}
      {...props}
    />
  )
}
