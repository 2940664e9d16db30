import type { ProcessTrack } from './types';

/** Home process section: two tabs, six steps each (Project Delivery is the default tab). */
export const processTracks: ProcessTrack[] = [
  {
    id: 'project-delivery',
    label: 'Project Delivery',
    steps: [
      {
        title: 'Ideation',
        text: 'We explore your goals, users and market to find the idea worth building. Workshops turn loose thoughts into a clear product vision.',
      },
      {
        title: 'Planning',
        text: 'We define scope, milestones and the right tech stack, then agree a timeline and budget you can rely on.',
      },
      {
        title: 'Design',
        text: 'Wireframes become polished interfaces and prototypes you can click through. We test them with real users before a line of production code is written.',
      },
      {
        title: 'Implement',
        text: 'Our engineers build in short sprints with regular demos, so you see real progress every week.',
      },
      {
        title: 'Testing',
        text: 'Manual and automated QA checks every feature across devices, browsers and edge cases. Nothing ships until it works as promised.',
      },
      {
        title: 'Deploy',
        text: 'We launch on stable, monitored infrastructure and stay on hand for fixes, updates and the next round of improvements.',
      },
    ],
  },
  {
    id: 'talent-integration',
    label: 'Talent Integration',
    steps: [
      {
        title: 'Discovery',
        text: 'We learn about your team, tools and culture, and pin down the exact skills and seniority you need.',
      },
      {
        title: 'Sourcing',
        text: 'We search our vetted network and wider community for people whose experience matches your brief.',
      },
      {
        title: 'Selection',
        text: 'Candidates complete skills tests, portfolio reviews and culture-fit interviews. You meet only the strongest shortlist.',
      },
      {
        title: 'Onboarding',
        text: 'We handle contracts, access and introductions so your new team member is productive from the first week.',
      },
      {
        title: 'Execution',
        text: 'Your talent works inside your team and rhythms, with a project manager from our side checking in regularly.',
      },
      {
        title: 'Optimization',
        text: 'We review performance and feedback together, then adjust skills, hours or team size as your needs evolve.',
      },
    ],
  },
];
