/**
 * Our Content-Security-Policy allows no eval: zod's compiled fast path would probe for it (and
 * every probe is reported as a violation). zod takes its settings from this shared global when
 * it loads (zod/v4/core `globalConfig`), so it is set here, first thing in the entry, before any
 * screen's chunk brings zod; importing zod's `config` instead would put zod in every first visit.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
