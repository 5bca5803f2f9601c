export function truncateAppTables(query: (sql: string) => Promise<{ rows: any[] }>, attempts?: number): Promise<unknown>
