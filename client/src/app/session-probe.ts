/** The first session check, started by main.tsx while the boot code downloads (app/ may use features). */
export { getUser } from '@/features/auth/api/fetch-user'
