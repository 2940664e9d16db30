import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as simpleIcons from 'simple-icons';
import { coreServices } from '@/content/core-services';
import { faqs } from '@/content/faqs';
import { heroIcons } from '@/content/hero-icons';
import { home } from '@/content/home';
import { industries } from '@/content/industries';
import { processTracks } from '@/content/process';
import { talent } from '@/content/talent';
import { technologyGroups } from '@/content/technologies';
import { testimonials } from '@/content/testimonials';

const publicFile = (src: string) => path.join(__dirname, '../../../public', src);

describe('home content matches the specification', () => {
  it('has the counts of section 9', () => {
    expect(faqs).toHaveLength(9);
    expect(coreServices).toHaveLength(8);
    expect(industries).toHaveLength(9);
    expect(talent).toHaveLength(11);
    expect(testimonials).toHaveLength(6);
  });

  it('numbers the core services 01 to 08 with their titles and routes', () => {
    expect(coreServices.map((s) => `${s.number} ${s.title} ${s.href}`)).toEqual([
      '01 Website Development /website-development',
      '02 Mobile App Development /mobile-app-development',
      '03 Product Branding /product-branding',
      '04 UI/UX Design /ui-ux-design',
      '05 AI/ML Services /al-ml-services',
      '06 DevOps and Cloud /devops-cloud',
      '07 Data Engineering /data-engineering',
      '08 Talent Integration /talent-solutions',
    ]);
  });

  it('has the two six-step processes', () => {
    expect(processTracks.map((t) => t.label)).toEqual(['Project Delivery', 'Talent Integration']);
    expect(processTracks[0].steps.map((s) => s.title)).toEqual(['Ideation', 'Planning', 'Design', 'Implement', 'Testing', 'Deploy']);
    expect(processTracks[1].steps.map((s) => s.title)).toEqual(['Discovery', 'Sourcing', 'Selection', 'Onboarding', 'Execution', 'Optimization']);
  });

  it('has the four technology tabs, Front-end first', () => {
    expect(technologyGroups.map((g) => g.label)).toEqual(['Front-end', 'Back-end', 'Mobile', 'Cloud']);
    const icons = simpleIcons as unknown as Record<string, unknown>;
    for (const tech of technologyGroups.flatMap((g) => g.items)) {
      if (tech.icon) expect(icons[tech.icon], tech.name).toBeDefined();
    }
  });

  it('has the fixed counters and calls to action', () => {
    expect(home.counters.map((c) => c.value)).toEqual(['30+', '10+', '300k+', '200+']);
    expect(home.about.eyebrow).toBe('Est. in 2025');
    expect(home.hero.lines).toHaveLength(3);
    expect(home.hero.cta).toEqual({ label: 'Book Your Service', href: 'get-quote' });
    expect(home.coreServices.heading).toBe('Technology Meets Creativity');
  });

  it('lists industries in the order of the specification', () => {
    expect(industries.map((i) => i.title)).toEqual([
      'Real Estate', 'Food & Restaurant', 'Travel & Hospitality', 'On-Demand & Solutions', 'Retail & Ecommerce',
      'Education & e-Learning', 'Healthcare & Fitness', 'Logistics & Distribution', 'Social Networking',
    ]);
  });

  it('has a file, a size and alt text for every home image', () => {
    const images = [...industries.map((i) => i.image), ...talent.map((t) => t.image), ...heroIcons.flat()];
    for (const image of images) {
      expect(existsSync(publicFile(image.src)), image.src).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    for (const image of [...industries.map((i) => i.image), ...talent.map((t) => t.image)]) {
      expect(image.alt.length, image.src).toBeGreaterThan(5);
    }
  });
});
