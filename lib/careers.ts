/** A job as the provider API carries it (specification section 7), shared by server and pages. */
export interface Job {
  id: number;
  job_title: string;
  job_location: string;
  experience_from: number | null;
  experience_to: number | null;
  currency: string | null;
  salary_from: number | null;
  salary_to: number | null;
  created_at: string; // ISO 8601
  job_role: { name: string };
  give_task: 'Yes' | 'No';
  employment_type: string; // schema.org employmentType, e.g. 'FULL_TIME'
  valid_through: string | null; // ISO 8601
  description: JobDescription | null;
}

/** A job's own description; any part it lacks falls back to the site's standard text. */
export interface JobDescription {
  about?: string;
  responsibilities?: string[];
  requirements?: string[];
}

export { RESUME_MAX_BYTES, TASK_MAX_BYTES } from './upload-limits.mts';
