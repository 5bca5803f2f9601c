import { ListLoader } from '@adonisjs/core/ace'
import SeedDemo from './seed-demo.js'
import EventsReplay from './events-replay.js'

const loader = new ListLoader([SeedDemo, EventsReplay])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (meta: Parameters<typeof loader.getCommand>[0]) => loader.getCommand(meta)
