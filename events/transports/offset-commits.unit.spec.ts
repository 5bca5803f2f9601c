import { describe, expect, it } from 'vitest'
import { OffsetCommits, type PartitionOffset } from './offset-commits.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('OffsetCommits', () => {
  it('commits at once after a quiet interval, then gathers what follows into one timed commit', async () => {
    const commits: PartitionOffset[][] = []
    const offsets = new OffsetCommits(async (o) => void commits.push(o), 50)
    await offsets.applied('t', 0, '4')
    expect(commits).toEqual([[{ topic: 't', partition: 0, offset: '5' }]])
    await offsets.applied('t', 0, '5')
    await offsets.applied('t', 1, '9')
    await offsets.applied('t', 0, '6')
    expect(commits).toHaveLength(1)
    await sleep(80)
    expect(commits[1]).toEqual([
      { topic: 't', partition: 0, offset: '7' },
      { topic: 't', partition: 1, offset: '10' },
    ])
  })

  it('commits what is pending when flushed and nothing once discarded', async () => {
    const commits: PartitionOffset[][] = []
    const offsets = new OffsetCommits(async (o) => void commits.push(o), 10_000)
    await offsets.applied('t', 0, '1') // the first commit goes at once
    await offsets.applied('t', 0, '2')
    await offsets.flush()
    expect(commits.map((c) => c[0].offset)).toEqual(['2', '3'])
    await offsets.applied('t', 0, '3')
    offsets.discard()
    await offsets.flush()
    expect(commits).toHaveLength(2)
  })
})
