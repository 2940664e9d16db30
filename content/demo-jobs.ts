import type { JobDescription } from '@/lib/careers';

/** Realistic demo postings seeded into an empty database (unless SEED_DEMO=0). Ages are in days. */
export interface DemoJob {
  job_title: string;
  job_role: string;
  job_location: string;
  experience_from: number;
  experience_to: number;
  currency: 'INR' | 'USD';
  salary_from: number;
  salary_to: number;
  give_task: 'Yes' | 'No';
  employment_type: string;
  age_days: number;
  description: JobDescription | null;
}

export const demoJobs: DemoJob[] = [
  {
    job_title: 'Senior Full-stack Developer (Next.js)',
    job_role: 'Full-stack Developer',
    job_location: 'Ahmedabad, India (hybrid)',
    experience_from: 4,
    experience_to: 7,
    currency: 'INR',
    salary_from: 1800000,
    salary_to: 2800000,
    give_task: 'Yes',
    employment_type: 'FULL_TIME',
    age_days: 58,
    description: {
      about: 'Lead the build of client web platforms on Next.js, TypeScript and PostgreSQL, from architecture to launch, with a designer and a project manager beside you.',
      responsibilities: [
        'Design APIs, data models and page architecture with performance budgets in mind.',
        'Review code, pair with mid-level developers and keep the test suite honest.',
        'Talk directly with clients about trade-offs, estimates and releases.',
      ],
      requirements: [
        'Four or more years building production web apps with React and Node.js.',
        'Solid SQL and experience running PostgreSQL in production.',
        'A habit of measuring: Lighthouse, profiles, logs and error rates.',
      ],
    },
  },
  {
    job_title: 'UI/UX Designer',
    job_role: 'Product Designer',
    job_location: 'Remote, India',
    experience_from: 2,
    experience_to: 5,
    currency: 'INR',
    salary_from: 900000,
    salary_to: 1500000,
    give_task: 'Yes',
    employment_type: 'FULL_TIME',
    age_days: 21,
    description: null,
  },
  {
    job_title: 'DevOps Engineer',
    job_role: 'DevOps Engineer',
    job_location: 'Raleigh, NC, USA',
    experience_from: 3,
    experience_to: 6,
    currency: 'USD',
    salary_from: 95000,
    salary_to: 130000,
    give_task: 'No',
    employment_type: 'FULL_TIME',
    age_days: 9,
    description: {
      about: 'Own the cloud platforms we run for clients on AWS and Azure: infrastructure as code, pipelines, monitoring and the on-call rota.',
      responsibilities: [
        'Build and maintain Terraform modules and CI/CD pipelines.',
        'Set up observability, alerting and cost reporting for client systems.',
      ],
      requirements: ['Three or more years of production experience with AWS or Azure, Docker and Kubernetes.'],
    },
  },
  {
    job_title: 'Content Strategist',
    job_role: 'Content Strategist',
    job_location: 'Remote, USA',
    experience_from: 2,
    experience_to: 2,
    currency: 'USD',
    salary_from: 60000,
    salary_to: 60000,
    give_task: 'No',
    employment_type: 'PART_TIME',
    age_days: 3,
    description: null,
  },
];
