import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes for that on first use:
// the probe alone is a CSP `unsafe-eval` violation on every page. The CSP forbids eval, so zod
// runs without it (decision 013).
z.config({ jitless: true });
