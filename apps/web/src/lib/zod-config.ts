// The server's Content-Security-Policy allows no eval. Zod probes `new Function` when it builds its
// first object schema (for a faster parser) and the browser reports that probe as a violation even
// though zod falls back; without eval nothing is lost. Zod reads its settings from
// `globalThis.__zod_globalConfig` (zod/v4/core), so they are set here without loading zod, which is
// not part of the sign-in download (README, "Web delivery"). Imported first by main.tsx.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });

export {};
