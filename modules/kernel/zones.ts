/** WIB / WITA / WIT for the Indonesian zones, else the IANA name. */
export function zoneLabel(zone: string): string {
  switch (zone) {
    case 'Asia/Jakarta':
    case 'Asia/Pontianak':
      return 'WIB'
    case 'Asia/Makassar':
      return 'WITA'
    case 'Asia/Jayapura':
      return 'WIT'
    default:
      return zone
  }
}
