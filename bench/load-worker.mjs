// Load generator for bench/feed.ts, run as a child process (autocannon inside a worker thread
// would take the thread for one of its own workers): one signed-in account per request, round
// robin over the given session cookies. Options arrive as the first IPC message.
//
// It runs the load twice in this one process: `warmSeconds` unmeasured, then (once the parent says
// 'measure') `seconds` measured. A fresh process is itself cold for its first second (loading
// autocannon, compiling its hot paths), which on two shared cores showed as slow responses.
import autocannon from 'autocannon';

const workerData = await new Promise((resolve) => process.once('message', resolve));
const {
  kind,
  url,
  connections,
  seconds,
  warmSeconds,
  origin,
  cookies,
  jobIds,
  seekerIds,
  hirerCookies,
  seed: firstSeed,
} = workerData;

let n = 0;
const pick = (list, i) => list[i % list.length];
// A small generator, seeded per run: the same mix of actions, on targets not swiped by an earlier
// run (a repeated swipe is the cheaper, idempotent path).
let seed = firstSeed;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const action = () => {
  const r = random();
  return r < 0.05 ? 'super_like' : r < 0.35 ? 'like' : 'pass';
};

function setupRequest(req) {
  const i = n++;
  const headers = { ...req.headers, cookie: pick(cookies, i), origin };
  if (kind === 'swipe' || kind === 'hirer-swipe') {
    const [ids, targetKind] = kind === 'swipe' ? [jobIds, 'job'] : [seekerIds, 'seeker'];
    const body = { targetId: pick(ids, Math.floor(random() * ids.length)), targetKind, action: action() };
    return {
      ...req,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  // The mixed load: a seeker's deck, then an employer's, in turn.
  if (kind === 'decks') {
    return i % 2 === 0
      ? { ...req, method: 'GET', path: '/api/feed/jobs', headers }
      : {
          ...req,
          method: 'GET',
          path: '/api/feed/seekers',
          headers: { ...headers, cookie: pick(hirerCookies, i >> 1) },
        };
  }
  return { ...req, method: 'GET', headers };
}

const run = (duration) => autocannon({ url, connections, duration, requests: [{ setupRequest }] });

if (warmSeconds > 0) {
  await run(warmSeconds);
  const measure = new Promise((resolve) => process.once('message', resolve));
  process.send({ warm: true });
  await measure;
}
const result = await run(seconds);

process.send({
  p50: result.latency.p50,
  p99: result.latency.p99,
  p90: result.latency.p90,
  p97_5: result.latency.p97_5,
  max: result.latency.max,
  requestsPerSecond: result.requests.average,
  non2xx: result.non2xx,
  errors: result.errors,
  total: result.requests.total,
});
process.disconnect();
