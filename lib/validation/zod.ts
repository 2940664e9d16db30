import { z } from 'zod';

// Our Content-Security-Policy has no 'unsafe-eval': keep zod from probing for `new Function` (the probe
// alone is reported as a violation) and from compiling parsers with it. Every module that uses zod takes it
// from here, so no bundle, server or browser, gets a zod that has not been told.
z.config({ jitless: true });

export { z };
