import { ListLoader } from '@adonisjs/core/ace'
import SeedDemo from './seed_demo.js'

const loader = new ListLoader([SeedDemo])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (meta: Parameters<typeof loader.getCommand>[0]) => loader.getCommand(meta)
