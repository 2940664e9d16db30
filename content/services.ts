import type { ImageAsset, Seo, ServiceDetail } from './types';
import { site } from './site';

/**
 * Services grid (/services) and the eight service detail pages, in spec order.
 * `stack` icons are simple-icons export names (simple-icons 16); tools without an icon in the set
 * (AWS, Microsoft Azure, Java, the Adobe apps, OpenAI, dbt) are listed without one and render as a monogram.
 */

const moreSkillsHeading = 'Looking For More Skills?' as const;

const heroImage = (slug: string, alt: string): ImageAsset => ({
  src: `/media/services/${slug}-hero.webp`,
  width: 1200,
  height: 900,
  alt,
});

const sampleImages = (slug: string, alts: [string, string, string]): ImageAsset[] =>
  alts.map((alt, i) => ({
    src: `/media/services/${slug}-${i + 1}.webp`,
    width: 1200,
    height: 800,
    alt,
  }));

const serviceSeo = (slug: string, title: string, description: string): Seo => ({
  title,
  description,
  path: `/${slug}`,
  image: {
    src: '/media/og/services.png',
    width: 1200,
    height: 630,
    alt: `${site.brand} services`,
  },
});

export const services: ServiceDetail[] = [
  {
    kind: 'service',
    slug: 'website-development',
    number: '01',
    title: 'Website Development',
    summary:
      'Fast, accessible websites and web apps, from marketing sites and online stores to custom platforms your team can update without calling a developer.',
    hero: {
      eyebrow: 'Website Development',
      tagline: 'Websites that load fast, read clearly and sell for you',
      text: 'We design and build marketing sites, online stores and web apps on modern frameworks. Every page is measured for speed, checked for accessibility and handed over with a content editor your team can use on day one.',
      image: heroImage(
        'website-development',
        'Illustration of a browser window showing a landing page on a violet gradient',
      ),
    },
    quote:
      'A website is often the first conversation a customer has with you. We make sure it is quick, clear and worth coming back to.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'React', icon: 'siReact' },
        { name: 'Next.js', icon: 'siNextdotjs' },
        { name: 'TypeScript', icon: 'siTypescript' },
        { name: 'Tailwind CSS', icon: 'siTailwindcss' },
        { name: 'Node.js', icon: 'siNodedotjs' },
        { name: 'Laravel', icon: 'siLaravel' },
        { name: 'WordPress', icon: 'siWordpress' },
        { name: 'Shopify', icon: 'siShopify' },
        { name: 'Strapi', icon: 'siStrapi' },
        { name: 'PostgreSQL', icon: 'siPostgresql' },
        { name: 'Vercel', icon: 'siVercel' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'Beyond the core build, we cover the work that keeps a website growing after launch.',
      items: [
        'Headless CMS set-up and content migration',
        'eCommerce storefronts and checkout flows',
        'Technical SEO and Core Web Vitals tuning',
        'Accessibility audits against WCAG 2.2 AA',
        'Payment and third-party API integration',
        'Multilingual and multi-region websites',
        'Care plans, hosting and security updates',
      ],
    },
    samples: sampleImages('website-development', [
      'Abstract mockup of a landing page in a browser window',
      'Abstract mockup of a code editor beside a browser previewing the page',
      'Abstract mockup of a responsive website shown on a laptop and a phone',
    ]),
    projectType: { value: 'webdevelopment' },
    seo: serviceSeo(
      'website-development',
      'Website Development',
      `Website development by ${site.brand}: fast, accessible marketing sites, online stores and web apps on React and Next.js, with a CMS your team can edit.`,
    ),
  },
  {
    kind: 'service',
    slug: 'mobile-app-development',
    number: '02',
    title: 'Mobile App Development',
    summary:
      'Native and cross-platform iOS and Android apps, from clickable prototype to store release, with the analytics, crash reporting and updates that keep ratings high.',
    hero: {
      eyebrow: 'Mobile App Development',
      tagline: 'Apps people open every day, on iOS and Android',
      text: 'From the first clickable prototype to the App Store and Google Play release, we build native and cross-platform apps around real user journeys, then keep them fast, stable and up to date.',
      image: heroImage(
        'mobile-app-development',
        'Illustration of three phones showing an app list, a tile grid and a progress chart',
      ),
    },
    quote:
      'People decide within the first minute whether an app stays on their phone. We design and build for that minute, and for every one after it.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'Flutter', icon: 'siFlutter' },
        { name: 'Dart', icon: 'siDart' },
        { name: 'React Native', icon: 'siReact' },
        { name: 'Expo', icon: 'siExpo' },
        { name: 'Swift', icon: 'siSwift' },
        { name: 'Kotlin', icon: 'siKotlin' },
        { name: 'Jetpack Compose', icon: 'siJetpackcompose' },
        { name: 'Firebase', icon: 'siFirebase' },
        { name: 'Fastlane', icon: 'siFastlane' },
        { name: 'Sentry', icon: 'siSentry' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'Need more than the app itself? We also build and run everything around it.',
      items: [
        'Offline-first sync and local storage',
        'Push notifications and deep links',
        'In-app purchases and subscriptions',
        'Tablet and wearable companion apps',
        'App Store and Google Play listing optimisation',
        'Backend APIs and admin panels',
        'Rewrites and upgrades of legacy apps',
      ],
    },
    samples: sampleImages('mobile-app-development', [
      'Abstract mockup of three phones showing a list, a tile grid and a 72% progress ring with bars',
      'Abstract mockup of an app flow: three phone screens linked by arrows',
      'Abstract mockup of a phone with a 72% progress ring and bar chart between two chart cards',
    ]),
    projectType: { value: 'other-projecttype', other: 'Mobile app' },
    seo: serviceSeo(
      'mobile-app-development',
      'Mobile App Development',
      `Mobile app development by ${site.brand}: native and cross-platform iOS and Android apps, from clickable prototype to store release and ongoing updates.`,
    ),
  },
  {
    kind: 'service',
    slug: 'product-branding',
    number: '03',
    title: 'Product Branding',
    summary:
      'Names, logos, visual identities and packaging that make your product easy to recognise, with brand guidelines and templates your team can actually use.',
    hero: {
      eyebrow: 'Product Branding',
      tagline: 'Brands people recognise at a glance and remember',
      text: 'We research your market, then shape the name, logo, colours, type and voice that set your product apart. You get guidelines, templates and packaging files ready for print, screens and social feeds.',
      image: heroImage(
        'product-branding',
        'Illustration of a brand board with a ring logo, four colour swatches and a type sample',
      ),
    },
    quote:
      'A strong brand is a promise kept in every detail, from the logo on the box to the tone of a delivery message.',
    stack: {
      heading: 'Our tool kit',
      items: [
        { name: 'Figma', icon: 'siFigma' },
        { name: 'Adobe Illustrator' },
        { name: 'Adobe Photoshop' },
        { name: 'Adobe InDesign' },
        { name: 'Adobe After Effects' },
        { name: 'Blender', icon: 'siBlender' },
        { name: 'Cinema 4D', icon: 'siCinema4d' },
        { name: 'LottieFiles', icon: 'siLottiefiles' },
        { name: 'Miro', icon: 'siMiro' },
        { name: 'Notion', icon: 'siNotion' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'Once the identity is set, we help it show up consistently wherever customers meet you.',
      items: [
        'Naming and tagline workshops',
        'Packaging and label design',
        'Social media templates and content kits',
        'Animated logos and brand motion',
        'Pitch decks and sales collateral',
        'Signage, merchandise and print',
        'Refreshes for established brands',
      ],
    },
    samples: sampleImages('product-branding', [
      'Abstract mockup of a brand board with a logo card, four colour swatches and an Aa Bb Cc type sample',
      'Abstract mockup of three product boxes in red, black and orange beside an N badge',
      'Abstract mockup of a grid of logo tiles: circles, rounded squares, triangles and arches',
    ]),
    projectType: { value: 'branding' },
    seo: serviceSeo(
      'product-branding',
      'Product Branding',
      `Product branding by ${site.brand}: naming, logos, visual identities, packaging and brand guidelines that make your product easy to recognise and remember.`,
    ),
  },
  {
    kind: 'service',
    slug: 'ui-ux-design',
    number: '04',
    title: 'UI/UX Design',
    summary:
      'Research-led interfaces tested with real users, delivered as clickable prototypes and a documented design system that keeps every new screen consistent.',
    hero: {
      eyebrow: 'UI/UX Design',
      tagline: 'Interfaces that feel obvious from the first tap',
      text: 'We interview users, map their journeys and test clickable prototypes before a line of code is written. The result is an interface that feels simple, plus a documented design system that keeps every new screen consistent.',
      image: heroImage('ui-ux-design', 'Illustration of a page wireframe with a cursor on a button labelled Hero CTA'),
    },
    quote:
      'Good design is mostly invisible: people simply get where they wanted to go. Our job is to remove everything that stands in their way.',
    stack: {
      heading: 'Our tool kit',
      items: [
        { name: 'Figma', icon: 'siFigma' },
        { name: 'Framer', icon: 'siFramer' },
        { name: 'Sketch', icon: 'siSketch' },
        { name: 'Miro', icon: 'siMiro' },
        { name: 'Maze', icon: 'siMaze' },
        { name: 'Hotjar', icon: 'siHotjar' },
        { name: 'Storybook', icon: 'siStorybook' },
        { name: 'Google Analytics', icon: 'siGoogleanalytics' },
        { name: 'LottieFiles', icon: 'siLottiefiles' },
        { name: 'Notion', icon: 'siNotion' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'We also take on the research and design work that surrounds a product.',
      items: [
        'User interviews and usability testing',
        'UX audits of live products',
        'Information architecture and card sorting',
        'Design systems and component libraries',
        'Accessibility reviews against WCAG 2.2',
        'Micro-interactions and motion design',
        'Dashboard and data visualisation design',
      ],
    },
    samples: sampleImages('ui-ux-design', [
      'Abstract mockup of a page wireframe with image placeholders and a Hero CTA note',
      'Abstract mockup of a design system sheet with buttons, inputs and colour tokens',
      'Abstract mockup of a user flow from Start via Browse or Search to Cart and Pay',
    ]),
    projectType: { value: 'other-projecttype', other: 'UI/UX design' },
    seo: serviceSeo(
      'ui-ux-design',
      'UI/UX Design',
      `UI/UX design by ${site.brand}: user research, journey mapping, tested prototypes and design systems that make web and mobile products simple to use.`,
    ),
  },
  {
    kind: 'service',
    slug: 'al-ml-services',
    number: '05',
    title: 'AI/ML Services',
    summary:
      'Recommendation engines, document processing, forecasting and AI assistants, prototyped quickly, measured against your data and deployed with monitoring you can trust.',
    hero: {
      eyebrow: 'AI/ML Services',
      tagline: 'Practical AI that earns its place in your business',
      text: 'We start with a business problem, not a model. Then we prototype quickly, measure accuracy against your own data and deploy assistants, forecasts and recommendation engines you can monitor, explain and trust.',
      image: heroImage(
        'al-ml-services',
        'Illustration of a neural network diagram with layers of connected nodes',
      ),
    },
    quote:
      'The best AI projects begin with a question worth answering and data good enough to answer it. We help you find both.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'Python', icon: 'siPython' },
        { name: 'PyTorch', icon: 'siPytorch' },
        { name: 'TensorFlow', icon: 'siTensorflow' },
        { name: 'scikit-learn', icon: 'siScikitlearn' },
        { name: 'Hugging Face', icon: 'siHuggingface' },
        { name: 'LangChain', icon: 'siLangchain' },
        { name: 'OpenAI API' },
        { name: 'pandas', icon: 'siPandas' },
        { name: 'Jupyter', icon: 'siJupyter' },
        { name: 'FastAPI', icon: 'siFastapi' },
        { name: 'MLflow', icon: 'siMlflow' },
        { name: 'Qdrant', icon: 'siQdrant' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'Looking beyond a single model? We also cover the groundwork and the follow-up.',
      items: [
        'AI readiness and use-case workshops',
        'Chat assistants grounded in your documents',
        'Document and invoice data extraction',
        'Demand and sales forecasting',
        'Computer vision for quality checks',
        'Model evaluation and bias testing',
        'MLOps, monitoring and retraining',
      ],
    },
    samples: sampleImages('al-ml-services', [
      'Abstract diagram of a neural network with four layers of connected nodes',
      'Abstract mockup of a chat window with an exchange of messages and a reply box',
      'Abstract mockup of a scatter plot with three coloured clusters and a dashed curve',
    ]),
    projectType: { value: 'other-projecttype', other: 'AI/ML' },
    seo: serviceSeo(
      'al-ml-services',
      'AI/ML Services',
      `AI/ML services by ${site.brand}: chat assistants, document processing, forecasting and recommendation engines, measured on your data and monitored in use.`,
    ),
  },
  {
    kind: 'service',
    slug: 'devops-cloud',
    number: '06',
    title: 'DevOps and Cloud',
    summary:
      'Automated pipelines, infrastructure as code and monitored cloud set-ups on AWS, Azure or Google Cloud that cut release times and hosting bills.',
    hero: {
      eyebrow: 'DevOps and Cloud',
      tagline: 'Ship more often, and sleep better at night',
      text: 'We automate builds, tests and releases, describe your infrastructure as code and set up monitoring that warns you before customers notice. Releases get faster, hosting bills get smaller and outages get rarer.',
      image: heroImage(
        'devops-cloud',
        'Illustration of a Build, Test, Deploy and Monitor pipeline beneath a cloud',
      ),
    },
    quote:
      'Every manual step between a commit and production is a chance for something to go wrong. We automate those steps away.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'Docker', icon: 'siDocker' },
        { name: 'Kubernetes', icon: 'siKubernetes' },
        { name: 'Terraform', icon: 'siTerraform' },
        { name: 'GitHub Actions', icon: 'siGithubactions' },
        { name: 'GitLab CI', icon: 'siGitlab' },
        { name: 'Argo CD', icon: 'siArgo' },
        { name: 'Helm', icon: 'siHelm' },
        { name: 'Prometheus', icon: 'siPrometheus' },
        { name: 'Grafana', icon: 'siGrafana' },
        { name: 'AWS' },
        { name: 'Microsoft Azure' },
        { name: 'Google Cloud', icon: 'siGooglecloud' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'We also handle the operational work that keeps a cloud platform healthy.',
      items: [
        'Migration from on-premise servers',
        'Cloud cost reviews and right-sizing',
        'Kubernetes cluster set-up and upgrades',
        'Backup and disaster recovery plans',
        'Security hardening and secrets management',
        'Logging, tracing and alerting',
        'On-call runbooks and incident reviews',
      ],
    },
    samples: sampleImages('devops-cloud', [
      'Abstract mockup of a pipeline with Build, Test, Deploy and Monitor stages, each ticked',
      'Abstract illustration of three server racks linked to a cloud with a green tick',
      'Abstract mockup of a terminal deploying to production: image built, 142 tests passed, health checks green',
    ]),
    projectType: { value: 'other-projecttype', other: 'DevOps and cloud' },
    seo: serviceSeo(
      'devops-cloud',
      'DevOps and Cloud',
      `DevOps and cloud by ${site.brand}: CI/CD pipelines, infrastructure as code and monitored AWS, Azure or Google Cloud set-ups that cut release times and costs.`,
    ),
  },
  {
    kind: 'service',
    slug: 'data-engineering',
    number: '07',
    title: 'Data Engineering',
    summary:
      'Pipelines, warehouses and dashboards that connect scattered sources, clean and model the data, and give every team one trusted version of the numbers.',
    hero: {
      eyebrow: 'Data Engineering',
      tagline: 'One trusted version of your numbers',
      text: 'We connect your apps, databases and spreadsheets, clean and model the data, and load it into a warehouse every team can query. Dashboards refresh on schedule, and everyone finally works from the same figures.',
      image: heroImage(
        'data-engineering',
        'Illustration of three databases feeding through a processing step into one large database',
      ),
    },
    quote:
      'Decisions are only as good as the data behind them. We build pipelines that keep that data complete, current and easy to trust.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'Python', icon: 'siPython' },
        { name: 'Apache Spark', icon: 'siApachespark' },
        { name: 'Apache Airflow', icon: 'siApacheairflow' },
        { name: 'Apache Kafka', icon: 'siApachekafka' },
        { name: 'dbt' },
        { name: 'Snowflake', icon: 'siSnowflake' },
        { name: 'Databricks', icon: 'siDatabricks' },
        { name: 'Google BigQuery', icon: 'siGooglebigquery' },
        { name: 'PostgreSQL', icon: 'siPostgresql' },
        { name: 'DuckDB', icon: 'siDuckdb' },
        { name: 'Metabase', icon: 'siMetabase' },
        { name: 'Apache Superset', icon: 'siApachesuperset' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'We also cover the work that comes before and after the pipeline.',
      items: [
        'Data audits and source mapping',
        'Warehouse and lakehouse design',
        'Real-time streaming pipelines',
        'Data quality checks and alerts',
        'Self-service BI dashboards',
        'Migration of legacy reports',
        'Data governance and access control',
      ],
    },
    samples: sampleImages('data-engineering', [
      'Abstract mockup of data flowing from several sources into a central warehouse',
      'Abstract mockup of a dashboard with line, bar and donut charts and a 98.6% KPI tile',
      'Abstract mockup of a data table with an orange header row and coloured status bars',
    ]),
    projectType: { value: 'other-projecttype', other: 'Data engineering' },
    seo: serviceSeo(
      'data-engineering',
      'Data Engineering',
      `Data engineering by ${site.brand}: pipelines, warehouses and dashboards that connect scattered sources and give every team one trusted version of the numbers.`,
    ),
  },
  {
    kind: 'service',
    slug: 'talent-solutions',
    number: '08',
    title: 'Talent Solutions',
    summary:
      'Vetted developers, designers and specialists who join your team on demand, sourced, tested and onboarded by us, and supported for as long as you need them.',
    hero: {
      eyebrow: 'Talent Solutions',
      tagline: 'Vetted talent that joins your team on demand',
      text: 'Need a developer next month, or a designer for a quarter? We source, test and onboard vetted specialists who work in your tools and at your rhythm, and we stay involved so the partnership keeps delivering.',
      image: heroImage(
        'talent-solutions',
        'Illustration of three profile cards with illustrated portraits of candidates',
      ),
    },
    quote:
      'Hiring well takes months you may not have. We do the sourcing and vetting, so you get a skilled teammate rather than a pile of CVs.',
    stack: {
      heading: 'Our tech stack',
      items: [
        { name: 'PHP', icon: 'siPhp' },
        { name: 'Laravel', icon: 'siLaravel' },
        { name: 'Python', icon: 'siPython' },
        { name: 'Java' },
        { name: 'Django', icon: 'siDjango' },
        { name: 'Fast API', icon: 'siFastapi' },
        { name: 'Node Js', icon: 'siNodedotjs' },
        { name: 'Flutter', icon: 'siFlutter' },
        { name: 'React Js', icon: 'siReact' },
        { name: 'AWS' },
        { name: 'Azure' },
        { name: 'Google Cloud', icon: 'siGooglecloud' },
      ],
    },
    moreSkills: {
      heading: moreSkillsHeading,
      text: 'Our vetted talent covers the full range of web and product development work.',
      items: [
        'Custom website development',
        'Web app development',
        'eCommerce store development',
        'Custom CRM/ERP development',
        'Full-stack development',
        'Responsive web apps',
        'Progressive web apps (PWA)',
        'Bespoke CMS development',
      ],
    },
    samples: sampleImages('talent-solutions', [
      'Abstract mockup of three talent profile cards with avatars and skill tags',
      'Abstract mockup of a team org chart: one lead, three team leads and five members',
      'Abstract mockup of an Interviews calendar beside a candidate card',
    ]),
    projectType: { value: 'other-projecttype', other: 'Talent solutions' },
    seo: serviceSeo(
      'talent-solutions',
      'Talent Solutions',
      `Talent solutions by ${site.brand}: vetted developers, designers and specialists who join your team on demand, carefully sourced, tested and onboarded by us.`,
    ),
  },
];

/** 'Why Choose us?' block shown on every service detail page. */
export const whyChooseUs: {
  heading: 'Why Choose us?';
  points: { title: string; text: string }[];
} = {
  heading: 'Why Choose us?',
  points: [
    {
      title: 'Speed, security and seamless experience',
      text: 'Pages and apps are tuned to load quickly, tested for security issues before release and designed so every step feels smooth on any device.',
    },
    {
      title: 'Scalable backend',
      text: 'We build APIs, databases and cloud set-ups that cope with your busiest day and grow with you, without an expensive rebuild later.',
    },
    {
      title: 'Project transparency and agile delivery',
      text: 'You see progress in short sprints, with a shared board, regular demos and a named project manager who answers your questions directly.',
    },
    {
      title: 'Post-launch support and monitoring',
      text: 'After go-live we watch uptime, errors and performance, apply updates and fix issues quickly, so your product keeps working as it should.',
    },
  ],
};

/** /services grid page (`{services.count}`: how many services are shown, in words, filled in on the page). */
export const servicesPage: { eyebrow: string; title: string; lead: string; seo: Seo } = {
  eyebrow: 'Our Services',
  title: 'Technology meets creativity',
  lead: `{services.count} ways ${site.brand} helps you build, launch and grow: from websites, apps and brands to AI, cloud and data, delivered end to end or with vetted talent that joins your team.`,
  seo: {
    title: 'Services',
    description: `Explore ${site.brand}'s services: website and mobile app development, product branding, UI/UX design, AI/ML, DevOps and cloud, data engineering and talent.`,
    path: '/services',
    image: {
      src: '/media/og/services.png',
      width: 1200,
      height: 630,
      alt: `${site.brand} services`,
    },
  },
};

export function findService(slug: string): ServiceDetail | undefined {
  return services.find((service) => service.slug === slug);
}
