/**
 * How TeleRawat launches Chromium (the browser journeys and the call benches): Debian's Chromium,
 * headless, with the flags this closed network needs; camera and microphone allowed without a
 * prompt and fed by Chromium's test pattern and tone.
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  }
}
