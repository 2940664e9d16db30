import type { CoreService } from './types';

/** Home 'Technology Meets Creativity': eight numbered items, expanding panel (max height 200px). */
export const coreServices: CoreService[] = [
  {
    number: '01',
    title: 'Website Development',
    content:
      'Fast, accessible websites and web apps built on modern frameworks. From marketing sites to custom platforms, we ship clean code that is easy to edit, scales with traffic and ranks well in search.',
    href: '/website-development',
  },
  {
    number: '02',
    title: 'Mobile App Development',
    content:
      'Native and cross-platform apps for iOS and Android, designed around real user journeys. We handle everything from prototype to store release, plus the updates that keep ratings high.',
    href: '/mobile-app-development',
  },
  {
    number: '03',
    title: 'Product Branding',
    content:
      'Names, logos, visual systems and packaging that make your product easy to recognise. We build brand guidelines your team can actually use, across screens, shelves and social feeds.',
    href: '/product-branding',
  },
  {
    number: '04',
    title: 'UI/UX Design',
    content:
      'Research-led interfaces that feel obvious to use. We map journeys, test prototypes with real users and hand over design systems that keep every new screen consistent.',
    href: '/ui-ux-design',
  },
  {
    number: '05',
    title: 'AI/ML Services',
    content:
      'Practical AI that solves a business problem: recommendation engines, document processing, forecasting and chat assistants. We prototype quickly, measure accuracy and deploy models you can monitor and trust.',
    href: '/al-ml-services',
  },
  {
    number: '06',
    title: 'DevOps and Cloud',
    content:
      'Automated pipelines, infrastructure as code and cloud set-ups that stay reliable under load. We cut release times and hosting bills while keeping your systems secure and observable.',
    href: '/devops-cloud',
  },
  {
    number: '07',
    title: 'Data Engineering',
    content:
      'Pipelines, warehouses and dashboards that turn scattered data into decisions. We connect your sources, clean and model the data, and give every team a single version of the truth.',
    href: '/data-engineering',
  },
  {
    number: '08',
    title: 'Talent Integration',
    content:
      'Vetted designers, engineers and specialists who join your team on demand. We source, test and onboard them, then stay involved so the partnership keeps delivering.',
    href: '/talent-solutions',
  },
];
