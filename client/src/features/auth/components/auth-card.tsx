import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type Mode = 'sign-in' | 'sign-up'

/** One card toggling between sign-in and sign-up by a link at the bottom (docs/product.md#sign-in-and-registration). */
export function AuthCard({ initialMode = 'sign-in' }: { initialMode?: Mode }) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<Mode>(initialMode)
  const signIn = mode === 'sign-in'

  return (
    <Card className={cn('w-full border-border/70 shadow-xl shadow-primary/5', signIn ? 'max-w-md' : 'max-w-xl')}>
      <CardHeader className="gap-2 pb-6 text-center">
        <CardTitle className="text-2xl">{signIn ? t('auth.signIn.title') : t('auth.signUp.title')}</CardTitle>
        <CardDescription>{signIn ? t('auth.signIn.subtitle') : t('auth.signUp.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>{signIn ? <SignInForm /> : <SignUpForm />}</CardContent>
      <CardFooter className="justify-center gap-1 border-t pt-6 text-sm text-muted-foreground">
        <span>{signIn ? t('auth.signIn.noAccount') : t('auth.signUp.haveAccount')}</span>
        <Button variant="link" className="h-auto p-0 font-semibold" onClick={() => setMode(signIn ? 'sign-up' : 'sign-in')}>
          {signIn ? t('auth.signIn.toSignUp') : t('auth.signUp.toSignIn')}
        </Button>
      </CardFooter>
    </Card>
  )
}
