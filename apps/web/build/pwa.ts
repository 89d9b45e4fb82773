import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVICE_WORKER_URL } from '../src/lib/service-workers.ts';

/**
 * Hearth on a staff member's phone (issue 12, docs/decisions/012-staff-phone-app.md): a web app
 * manifest and a Workbox service worker that precaches the app shell and the staff screens, so
 * that after one sign-in the visits list, start visit and visit in progress open with no signal.
 *
 * - Only static files of this build are cached (index.html, the staff screens' chunks, icons).
 *   No runtime caching: API answers, which carry health data, always go to the network.
 * - No skipWaiting: a new build's worker waits until every Hearth tab is closed, so an update
 *   applies on the next open, never in the middle of a visit. clientsClaim: the first worker a
 *   phone installs serves the page that installed it at once (the sign-in tab works offline too);
 *   for an update it changes nothing, since a waiting worker only activates once no tab is open.
 * - The staff screens' chunks, not the whole build: a phone downloads what a caregiver uses (the
 *   admin screens stay network-only). Worked out from Vite's manifest, following static and
 *   lazy imports from each staff route module.
 */

/** The route modules a staff member uses: their chunks and everything they load are precached. */
const STAFF_MODULES = [
  'src/app/layout/AppLayout.tsx',
  'src/features/visits/pages/VisitsPage.tsx',
  'src/features/visits/pages/StartVisitPage.tsx',
  'src/features/visits/pages/VisitProgressPage.tsx',
  'src/features/visits/schedule/MySchedulePage.tsx',
  'src/features/profile/pages/ProfilePage.tsx',
  'src/features/faq/pages/FaqPage.tsx',
  // Opening the app signed out (or with the session ended) still shows a screen.
  'src/app/layout/PublicLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  // Loaded by the entry on first use, on every screen: the toasts ("Saved on this phone…") and the spinner.
  'src/components/toast/ToastView.tsx',
  'src/app/layout/SpinnerOverlay.tsx',
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** The files of the entry (static imports only) and of the staff modules (static and lazy imports). */
export function staffFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build (renamed, or no longer lazy?)`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    if (followLazy) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  // The entry's own lazy imports are every route of the app: only the staff ones are followed.
  visit(entry, false);
  for (const key of STAFF_MODULES) visit(key, true);
  return files;
}

export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by src/lib/service-workers.ts (a few lines, not workbox-window in the entry).
    injectRegister: false,
    filename: SERVICE_WORKER_URL.slice(1),
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'Hearth',
      short_name: 'Hearth',
      description: 'Visits, staff and billing for home and community based services.',
      start_url: '/staff/visits',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#0f5c63',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globDirectory: outDir,
      globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,woff2}'],
      // Keep only the staff screens' files (the glob sees the whole build).
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          const keep = staffFiles(manifest);
          const kept = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
          return { manifest: kept, warnings: [] };
        },
      ],
      // Any address of the app opens index.html from the cache; the API and files never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/assets\//],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: true,
      runtimeCaching: [],
      sourcemap: false,
      // The SW's own Workbox code inline, not a second importScripts file.
      inlineWorkboxRuntime: true,
      mode: 'production',
    },
  });
}
