import { AuthCard } from '@/features/auth/components/auth-card'
import { PublicLayout } from '../layouts/public-layout'

export default function AuthRoute() {
  return (
    <PublicLayout>
      <AuthCard />
    </PublicLayout>
  )
}
