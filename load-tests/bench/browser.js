// Plain ES module, read by k6's scripts (lib.js) and by the runner's report (scripts/bench/report.mjs).

/** What a browser (Chrome) asks for: the screens' JSON over 1 KB comes back compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
