import type { z } from './validation/zod';
import type { jobSchema } from './validation/job';

/**
 * A job as the provider API carries it (specification section 7), shared by server and pages: what `jobSchema`
 * accepts, so the type and the check of a provider's answer (server/careers/source.ts) cannot drift apart.
 */
export type Job = z.output<typeof jobSchema>;

/** A job's own description; any part it lacks falls back to the site's standard text. */
export type JobDescription = NonNullable<Job['description']>;

export { RESUME_MAX_BYTES, TASK_MAX_BYTES } from './upload-limits.mts';
