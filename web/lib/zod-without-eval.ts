import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying.
 * The site's Content-Security-Policy forbids eval, so the probe failed quietly but the browser still
 * reported a policy violation on every page (Lighthouse's best practices count it). Set before any
 * schema is built: each object schema reads this when it is made. And zod/mini, unlike classic zod,
 * does not load the English error messages on import: they are set here too.
 */
z.config({ jitless: true, ...en() });
