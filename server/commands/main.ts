import { ListLoader } from '@adonisjs/core/ace'
import SeedDemo from './seed-demo.js'
import EventsReplay from './events-replay.js'
import EventsLag from './events-lag.js'
import EventsDeadLetters from './events-dead-letters.js'
import TerminologyImport from './terminology-import.js'
import ApiTypes from './api-types.js'

const loader = new ListLoader([SeedDemo, EventsReplay, EventsLag, EventsDeadLetters, TerminologyImport, ApiTypes])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (meta: Parameters<typeof loader.getCommand>[0]) => loader.getCommand(meta)
