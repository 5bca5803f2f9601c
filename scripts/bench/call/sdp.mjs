import { randomBytes, randomInt } from 'node:crypto'

/**
 * Signaling payloads of the size and shape Chromium sends (an audio + video offer of ~5 KB with
 * its codec list, an answer of ~3.5 KB, host/srflx/relay candidates): the relay's cost depends on
 * the bytes it parses and forwards, so the bench sends what a browser sends.
 */
const AUDIO_CODECS = [
  [111, 'opus/48000/2', ['minptime=10;useinbandfec=1'], ['transport-cc']],
  [63, 'red/48000/2', ['111/111'], []],
  [9, 'G722/8000', [], []],
  [0, 'PCMU/8000', [], []],
  [8, 'PCMA/8000', [], []],
  [13, 'CN/8000', [], []],
  [110, 'telephone-event/48000', [], []],
  [126, 'telephone-event/8000', [], []],
]
const VIDEO_FEEDBACK = ['goog-remb', 'transport-cc', 'ccm fir', 'nack', 'nack pli']
const VIDEO_CODECS = [
  [96, 'VP8/90000', []],
  [98, 'VP9/90000', ['profile-id=0']],
  [100, 'VP9/90000', ['profile-id=2']],
  [102, 'H264/90000', ['level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f']],
  [104, 'H264/90000', ['level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42001f']],
  [106, 'H264/90000', ['level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f']],
  [39, 'AV1/90000', ['level-idx=5;profile=0;tier=0']],
  [45, 'AV1/90000', ['level-idx=5;profile=1;tier=0']],
]
const EXTMAP_AUDIO = [
  'urn:ietf:params:rtp-hdrext:ssrc-audio-level',
  'http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
  'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'urn:ietf:params:rtp-hdrext:sdes:mid',
]
const EXTMAP_VIDEO = [
  'urn:ietf:params:rtp-hdrext:toffset',
  'http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
  'urn:3gpp:video-orientation',
  'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'http://www.webrtc.org/experiments/rtp-hdrext/playout-delay',
  'http://www.webrtc.org/experiments/rtp-hdrext/video-content-type',
  'http://www.webrtc.org/experiments/rtp-hdrext/video-timing',
  'http://www.webrtc.org/experiments/rtp-hdrext/color-space',
  'urn:ietf:params:rtp-hdrext:sdes:mid',
  'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id',
  'urn:ietf:params:rtp-hdrext:sdes:repaired-rtp-stream-id',
]

const token = (n) =>
  randomBytes(n)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, n)
const fingerprint = () => [...randomBytes(32)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')

function media(kind, mid, { ufrag, pwd, fp, setup, stream, answer }) {
  const codecs = kind === 'audio' ? AUDIO_CODECS : VIDEO_CODECS
  const ids = kind === 'audio' ? codecs.map((c) => c[0]) : codecs.flatMap((c) => [c[0], c[0] + 1])
  const lines = [
    `m=${kind} 9 UDP/TLS/RTP/SAVPF ${ids.join(' ')}`,
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${setup}`,
    `a=mid:${mid}`,
    ...(kind === 'audio' ? EXTMAP_AUDIO : EXTMAP_VIDEO).map((uri, i) => `a=extmap:${i + 1} ${uri}`),
    'a=sendrecv',
    `a=msid:${stream} ${token(36)}`,
    'a=rtcp-mux',
    ...(kind === 'video' ? ['a=rtcp-rsize'] : []),
  ]
  for (const c of codecs) {
    lines.push(`a=rtpmap:${c[0]} ${c[1]}`)
    const feedback = kind === 'audio' ? c[3] : VIDEO_FEEDBACK
    for (const fb of feedback) lines.push(`a=rtcp-fb:${c[0]} ${fb}`)
    for (const fmtp of c[2]) lines.push(`a=fmtp:${c[0]} ${fmtp}`)
    if (kind === 'video') lines.push(`a=rtpmap:${c[0] + 1} rtx/90000`, `a=fmtp:${c[0] + 1} apt=${c[0]}`)
  }
  if (!answer) {
    const ssrc = randomInt(1, 2 ** 32 - 1)
    const cname = token(16)
    lines.push(`a=ssrc:${ssrc} cname:${cname}`, `a=ssrc:${ssrc} msid:${stream} ${token(36)}`)
    if (kind === 'video') {
      const rtx = randomInt(1, 2 ** 32 - 1)
      lines.push(`a=ssrc-group:FID ${ssrc} ${rtx}`, `a=ssrc:${rtx} cname:${cname}`)
    }
  }
  return lines
}

/** A Chromium-like session description: type 'offer' (~5 KB) or 'answer' (~4 KB); `ufrag` ties the candidates to it. */
export function sessionDescription(type) {
  const ufrag = token(4)
  const ctx = {
    ufrag,
    pwd: token(24),
    fp: fingerprint(),
    setup: type === 'offer' ? 'actpass' : 'active',
    stream: token(36),
    answer: type === 'answer',
  }
  const lines = [
    'v=0',
    `o=- ${randomInt(1, 2 ** 48 - 1)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS',
    ...media('audio', '0', ctx),
    ...media('video', '1', ctx),
  ]
  return { description: { type, sdp: `${lines.join('\r\n')}\r\n` }, ufrag }
}

/** The `count` candidates one side trickles (host, server-reflexive and relay, UDP and TCP), then null (the end). */
export function iceCandidates(ufrag, count = 8) {
  const kinds = [
    (p) => `udp 2122260223 192.168.1.${10 + (p % 200)} ${50000 + p} typ host`,
    (p) => `tcp 1518280447 192.168.1.${10 + (p % 200)} 9 typ host tcptype active`,
    (p) => `udp 2122194687 10.8.0.${2 + (p % 200)} ${51000 + p} typ host`,
    (p) => `udp 1686052607 203.0.113.${1 + (p % 250)} ${52000 + p} typ srflx raddr 192.168.1.${10 + (p % 200)} rport ${50000 + p}`,
    (p) => `udp 41885439 198.51.100.7 ${49160 + (p % 400)} typ relay raddr 203.0.113.${1 + (p % 250)} rport ${52000 + p}`,
    (p) => `tcp 25108223 198.51.100.7 ${49560 - (p % 400)} typ relay raddr 203.0.113.${1 + (p % 250)} rport ${52000 + p}`,
  ]
  const out = []
  for (let i = 0; i < count; i++) {
    const foundation = randomInt(1, 2 ** 31 - 1)
    const mline = i % 2
    out.push({
      candidate: `candidate:${foundation} 1 ${kinds[i % kinds.length](randomInt(0, 9999))} generation 0 ufrag ${ufrag} network-id ${1 + (i % 3)} network-cost ${i % 3 === 2 ? 50 : 10}`,
      sdpMid: String(mline),
      sdpMLineIndex: mline,
      usernameFragment: ufrag,
    })
  }
  out.push(null)
  return out
}
