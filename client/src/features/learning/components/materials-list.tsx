import { useMaterials } from '../api/get-materials'
import { ContentState } from './content-state'
import { MaterialCard } from './material-card'

export function MaterialsList() {
  const materials = useMaterials()
  if (!materials.data) {
    return <ContentState isPending={materials.isPending} error={materials.error} onRetry={() => void materials.refetch()} />
  }
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {materials.data.map((material) => (
        <MaterialCard key={material.id} material={material} />
      ))}
    </div>
  )
}
