import { ProviderScheduleSection } from '@/features/scheduling/components/provider-schedule/provider-schedule-section'

/** /provider/profil (inside the provider layout): the provider's profile and 'Jadwal Praktik'. */
export default function ProviderProfileRoute() {
  return (
    <div className="grid gap-6">
      <ProviderScheduleSection />
    </div>
  )
}
