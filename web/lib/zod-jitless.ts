import { z } from 'zod/mini';

// The Content-Security-Policy forbids eval; zod would otherwise try it to speed up parsing. Object
// schemas decide this when they are built, at import, so this module is imported before any schema.
z.config({ jitless: true });
