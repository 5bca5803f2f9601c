import { ListLoader } from '@adonisjs/core/ace'
import SeedDemo from './seed-demo.js'
import EventsReplay from './events-replay.js'
import ApiTypes from './api-types.js'

const loader = new ListLoader([SeedDemo, EventsReplay, ApiTypes])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (meta: Parameters<typeof loader.getCommand>[0]) => loader.getCommand(meta)
