/**
 * `npm run bench:ranking`: the decks' p99 under the congestion-aware order against the skill order,
 * measured as issue 35 asks (within 10 %). One run of bench:feed moves by a quarter from the next
 * on a 2-core machine, so the two orders are run in turn, ABBA (reciprocal, skill, skill,
 * reciprocal, …), `BENCH_PAIRS` times (default 2, so 4 runs each), on one kept database seeded by
 * the first run, and each figure is the median over its runs. Loads: the baseline request and the
 * two decks (`BENCH_ONLY=baseline,jobs,seekers`); the other bench:feed settings pass through.
 * The kept database (`BENCH_KEEP_DB`, default newleaf_bench_ranking) is dropped at the end.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { dropDatabase } from './drop-database';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 2);
const DB = process.env.BENCH_KEEP_DB ?? 'newleaf_bench_ranking';
const LOADS = {
  baseline: 'GET /api/matches (baseline)',
  jobs: 'GET /api/feed/jobs',
  seekers: 'GET /api/feed/seekers',
};
type Load = keyof typeof LOADS;
type Ranking = 'skill' | 'reciprocal';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One bench:feed run: each load's p99 and requests a second. */
function run(ranking: Ranking) {
  const out = spawnSync(
    process.execPath,
    ['--max-semi-space-size=64', '--heap-growing-percent=100', '--import', 'tsx', 'bench/feed.ts'],
    {
      env: { ...process.env, BENCH_KEEP_DB: DB, BENCH_ONLY: 'baseline,jobs,seekers', BENCH_RANKING: ranking },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (out.status !== 0) throw new Error(`bench:feed failed (${ranking}):\n${out.stderr}\n${out.stdout}`);
  const figures = {} as Record<Load, { p99: number; rate: number }>;
  for (const [load, label] of Object.entries(LOADS) as [Load, string][]) {
    const line = new RegExp(`${escape(label)}\\s+p50 [\\d.]+ ms, p99 ([\\d.]+) ms, (\\d+) req/s`).exec(
      out.stdout,
    );
    if (!line) throw new Error(`no figures for ${label} in bench:feed's output:\n${out.stdout}`);
    figures[load] = { p99: Number(line[1]), rate: Number(line[2]) };
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

const runs: Record<Ranking, ReturnType<typeof run>[]> = { skill: [], reciprocal: [] };
const order: Ranking[] = [];
for (let pair = 0; pair < PAIRS; pair += 1) order.push('reciprocal', 'skill', 'skill', 'reciprocal');
try {
  for (const [i, ranking] of order.entries()) {
    const figures = run(ranking);
    runs[ranking].push(figures);
    console.log(
      `run ${i + 1}/${order.length} ${ranking.padEnd(10)} ` +
        (Object.keys(LOADS) as Load[])
          .map((l) => `${l} p99 ${figures[l].p99} ms, ${figures[l].rate}/s`)
          .join('; '),
    );
  }
} finally {
  const admin = new pg.Client({
    connectionString: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  await dropDatabase(admin, DB);
  await admin.end();
}

const goals: string[] = [];
console.log(`\nMedian of ${order.length / 2} runs each (skill → reciprocal):`);
for (const load of Object.keys(LOADS) as Load[]) {
  const p99 = (r: Ranking) => median(runs[r].map((f) => f[load].p99));
  const rate = (r: Ranking) => median(runs[r].map((f) => f[load].rate));
  const change = (p99('reciprocal') / p99('skill') - 1) * 100;
  console.log(
    `  ${load.padEnd(8)} p99 ${p99('skill')} → ${p99('reciprocal')} ms (${change >= 0 ? '+' : ''}${change.toFixed(1)} %), ` +
      `${rate('skill')} → ${rate('reciprocal')} requests a second`,
  );
  if (load !== 'baseline' && change > 10)
    goals.push(`${load} deck p99 ${change.toFixed(1)} % above the skill order's`);
}
console.log(
  goals.length === 0
    ? 'all goals met (deck p99 within 10 % of the skill order)'
    : `NOT met: ${goals.join('; ')}`,
);
