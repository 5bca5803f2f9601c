import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

type SubmitButtonProps = Omit<ButtonProps, 'asChild'> & {
  /** The action is running: the button is disabled and shows a spinner. */
  pending: boolean
  /** What the button says while pending ("Menyimpan…"); the children otherwise (and while pending, if not given). */
  pendingLabel?: ReactNode
  /** The icon before the label; the spinner takes its place while pending. */
  icon?: ReactNode
}

/** The one button that sends a form or starts an action: disabled with a spinner while it runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon = null,
  disabled,
  type = 'submit',
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type={type} disabled={pending || disabled} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  )
}
