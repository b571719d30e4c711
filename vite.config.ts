import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { pureContracts } from './scripts/vite-pure-contracts';
import { routePreloads } from './scripts/vite-route-preloads';
import { noChunkCycles } from './scripts/vite-chunk-cycles';
import { routeTable } from './src/web/app/route-table';

// A first visit to a signed-in screen used to download some 60 scripts, most of them a few
// hundred bytes (a query key, one icon, one radix part), each a round trip and a set of headers
// on a slow phone. These groups gather what every signed-in screen needs into a few chunks. The
// splash's own modules (React, the router, the logo) stay out of them, so its first visit
// (npm run budget) is unchanged; 'shell' holds the signed-in frame (its menu dialog, the session,
// the unread badge, the e-mail banner, the team's notices) so a signed-in first visit gets it in
// one request; and the progress bar (0.9 KB), which the dashboard, the setup steps, the profiles and
// the uploader show, a request of its own before.
const SEP = String.raw`[\\/]`;
const re = (source: string) => new RegExp(source.replaceAll('/', SEP));
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));
const CHUNK_GROUPS = [
  {
    name: 'shell',
    test: re(
      '/node_modules/(@radix-ui/(?!react-slot|react-compose-refs|react-tabs|react-roving-focus|react-collection|react-direction)|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)|/src/web/(components/ui/(dialog|progress)|app/(guards|layout)|features/auth/(home-for|api/(get-me|sign-out|email-verification)|components/verify-email-banner)|features/messaging/api/queries|features/notices/)|/src/shared/contracts/auth-paths',
    ),
  },
  // The matching feature (the swipe deck, its cards and calls): both Discover screens show it, and
  // the talent overview its cards. Whole, because a group that takes part of a feature can import
  // the rest while the rest imports it (a cycle of chunks, which fails at run time).
  {
    name: 'deck',
    // Not the candidate page's own read (or the query keys, with the other features' in 'ui'): that
    // page needs nothing else of the deck (5.8 KB).
    test: re(
      '/src/(web/features/matching/(?!api/(candidate|keys)\\.)|shared/rules/(skill-match|job-search-(query|page)|why-shown)\\.)',
    ),
  },
  // Every screen but the splash loads these three together (the shared UI parts and API client,
  // the icons, TanStack Query): one request instead of three, each ~1 KB of headers and a
  // connection's turn on a slow phone.
  // Not the parts only a few screens show, which would cost every screen their bytes: the detail
  // row (with the disclosure summary), the confirmation dialog ('job-page'), the form parts.
  {
    name: 'ui',
    test: anyOf(
      // The icons and their runtime, and Button with what it is made of: no longer in the entry
      // (the offline banner draws its icon, the update card loads when needed).
      re('/lucide-react/dist/esm/'),
      re('/node_modules/(@radix-ui/react-(slot|compose-refs)|class-variance-authority|clsx)/'),
      re('/node_modules/@tanstack/'),
      // Fetchers and constants of a few hundred bytes that two routes share, each of which
      // otherwise became a chunk of its own (one request for ~300 bytes).
      re(
        '/src/(web/features/(jobs/api/list-my-jobs|auth/api/get-app-config|cv/api/get-cv|seekers/api/profile)|shared/contracts/(matching|saved))\\.',
      ),
      re('/src/web/lib/cn\\.'),
      re(
        '/src/web/(components/ui/(?!logo|dialog|confirm-dialog|detail-row|checkbox-group|tabs|progress|share)|lib/(api-client|data-changes|realtime|storage)\\.|app/(data-changes|providers-route|preload|query-errors)|features/[\\w-]+/api/keys)|/src/shared/rules/(format|activity|fair-chance-words)\\.',
      ),
    ),
  },
  // What the employer's job page shares with the job form (and the filters, benefits, categories,
  // publishing), and the confirmation dialog of its Delete (Manage Jobs loads this chunk too): one
  // request. With them the interview times' rules, which Create Job, the dashboards, Applications
  // and Applicants each asked for alone (not with the option lists: a job's page for seekers, at
  // its 150 KB goal, does not need them).
  {
    name: 'job-page',
    test: re(
      '/src/(web/(features/jobs/(post-failure|api/(use-job-mutation|publish-job)|components/moderation-note)|components/ui/confirm-dialog)|shared/(options/(benefits|job-categories)|contracts/job-messages|rules/(job-publish|interview-slots)))\\.',
    ),
  },
  // What only the form screens load (the setups, the profiles, Create Job, the CV builder,
  // Disclosure): react-hook-form and its resolver, the checkbox group, the skill search, the
  // uploader, the profile and company contracts, the profiles' e-mail setting, the drafts' cache. A
  // form screen asked for 14-24 scripts, most of them under 2 KB; together they are one request.
  // Not zod, nor the error messages' parts (in 'ui'), which the sign-in screen needs without the
  // rest; not the skills catalogue and chips ('skills'), which Applicants and a job's page show.
  {
    name: 'forms',
    test: re(
      '/node_modules/(react-hook-form|@hookform/resolvers)/|/src/web/(lib/use-contract-form|components/(ui/checkbox-group|skill-search|image-uploader|account-data-card)|features/companies/(api/get-company|components/company-form)|features/seekers/draft-cache|features/messaging/(components/email-setting|api/notification-settings))\\.|/src/shared/(contracts/(option-schemas|seeker|company)|options/company|skills/search|rules/calendar-date)\\.',
    ),
  },
  // The seeker setup wizard's own parts (its frame and drafts, the yes/no and skill pickers),
  // which its five steps share (and the profile's editor the skill picker). Not the drafts' cache,
  // which Disclosure's "delete my account" clears (in 'forms').
  {
    name: 'wizard',
    test: re(
      '/src/web/features/seekers/(api/drafts|hooks/use-(draft-form|step-draft)|components/(wizard-frame|yes-no|skill-picker))\\.',
    ),
  },
  // The seeker's alert settings on their profile (saved searches, push on this device): four
  // chunks of about a kilobyte each, one request. Save-search's dialog on Discover loads it when
  // opened.
  {
    name: 'alert-settings',
    test: re(
      '/src/web/features/alerts/(components/saved-search(es-card|-list)|push|push-key|api/(get-push-key|save-push-subscription|delete-saved-search|list-saved-searches|update-saved-search)|discover-href|email-frequency)\\.',
    ),
  },
  // The skills catalogue and its chips: every screen that names skills (the forms, a job, the
  // profiles, Applicants) reads the catalogue, and most show the chips.
  { name: 'skills', test: re('/src/(shared/skills/catalogue|web/components/skill-chips)\\.') },
  // zod whole: its ISO date and time checks (the job form's closing date, interviews) were a
  // chunk of their own beside it.
  { name: 'zod', test: re('/node_modules/zod/') },
  // The option lists and their labels (no zod since contracts/option-schemas took the schemas):
  // a screen showing a profile or a job needs three to six of them, each ~300 bytes behind ~1 KB
  // of headers when apart. Not job-sort (the route table, in the entry, reads its default), nor
  // the long lists (countries, job categories) that few screens show.
  {
    name: 'options',
    test: re('/src/shared/(options/(?!job-sort\\.|company|job-categories|auth|benefits)|rules/filled\\.)'),
  },
];

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Installable app: manifest, and a service worker that precaches the shell and the hashed
    // assets (never /api: responses there are personal). Updates wait for the user's "Reload".
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'NewLeaf',
        short_name: 'NewLeaf',
        description: 'Building Better Futures: inclusive job matching.',
        lang: 'en-GB',
        // '/' sends each user to their own home by role (routes/index.tsx).
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8faf7',
        theme_color: '#166534',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // The server's own pages (public job pages, sitemaps, robots.txt) are never the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/jobs\//, /^\/sitemap/, /^\/robots\.txt$/],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so it works offline without a reload; later
        // versions still wait for the user's "Reload" (registerType 'prompt').
        clientsClaim: true,
        // No runtimeCaching: API responses are never stored by the service worker.
        // Push notifications and their taps (issue 34): src/web/public/push-sw.js.
        importScripts: ['push-sw.js'],
      },
    }),
    pureContracts(),
    noChunkCycles(),
    routePreloads(routeTable, fileURLToPath(new URL('./src/web/app', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': root,
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules move: their dependencies (React among them) stay where the
          // automatic splitting puts them, instead of following them into a group.
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
