/** Signs in over HTTP and returns the Cookie header value for later requests. */
export async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

export async function getJson(base, path, cookie) {
  const res = await fetch(base + path, { headers: { accept: 'application/json', cookie } })
  return { status: res.status, body: res.ok ? await res.json() : await res.text() }
}

/** The first path of `paths` that does not answer 200 (a missing endpoint: 404), or null. */
export async function firstMissing(base, paths, cookie) {
  for (const path of paths) {
    const { status } = await getJson(base, path.replace('{prefix}', 'a'), cookie)
    if (status !== 200) return { path, status }
  }
  return null
}
