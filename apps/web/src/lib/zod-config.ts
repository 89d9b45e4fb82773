import { z } from 'zod';

// The server's Content-Security-Policy allows no eval. Zod probes `new Function` when it builds its
// first object schema (for a faster parser) and the browser reports that probe as a violation even
// though zod falls back; without eval nothing is lost. Imported first by main.tsx.
z.config({ jitless: true });
