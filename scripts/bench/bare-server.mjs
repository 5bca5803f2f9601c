// The machine's ceiling: a bare node:http server answering a small JSON body.
import http from 'node:http'

const body = JSON.stringify({ status: 'ok' })
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  .listen(Number(process.env.PORT ?? 3401), '127.0.0.1')
