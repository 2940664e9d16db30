import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { services } from '@/content/services';
import { parseQuotePrefill, quoteStartHref, sourceContextLabel } from '@/lib/quote-prefill';
import { PROJECT_TYPES } from '@/lib/validation/options';
import { QUOTE_PREFILL } from '@/lib/forms.mts';
import nextConfig from '@/next.config';

const fromHref = (href: string) => Object.fromEntries(new URL(href, 'https://navyug.example').searchParams);

describe('quote prefill from the URL', () => {
  it('reads a case study link: its project type, the case study, and its page as the source', () => {
    expect(parseQuotePrefill({ projecttype: 'branding', case: 'bubble-bakes' }, caseStudies, services)).toEqual({
      projecttype: 'branding',
      about: { key: 'case-study:bubble-bakes', kind: 'case study', title: 'Bubble Bakes', path: '/bubble-bakes' },
      sourcePage: '/bubble-bakes',
    });
  });

  it('reads a service link with Other and its text', () => {
    expect(parseQuotePrefill({ projecttype: 'other-projecttype', projecttypeother: 'Mobile app', service: 'mobile-app-development' }, caseStudies, services)).toEqual({
      projecttype: 'other-projecttype',
      projecttypeother: 'Mobile app',
      about: { key: 'service:mobile-app-development', kind: 'service', title: 'Mobile App Development', path: '/mobile-app-development' },
      sourcePage: '/mobile-app-development',
    });
  });

  it.each(PROJECT_TYPES.map((option) => option.value))('takes the project type %s alone', (value) => {
    expect(parseQuotePrefill({ projecttype: value }, caseStudies, services)).toEqual({ projecttype: value });
  });

  it.each([
    ['an unknown project type', { projecttype: 'rocket-science' }],
    ['a project type in another case', { projecttype: 'Branding' }],
    ['a repeated project type', { projecttype: ['branding', 'webdevelopment'] }],
    ['an unknown case study', { case: 'no-such-case' }],
    ['an unknown service', { service: 'time-travel' }],
    ['a case study slug given as a service', { service: 'bubble-bakes' }],
    ['a legal page as a case study', { case: 'privacy-policy' }],
    ['a path as a case study', { case: '../admin' }],
    ['a third-party from', { from: 'https://evil.example/x' }],
    ['a protocol-relative from', { from: '//evil.com' }],
    ['a script from', { from: 'javascript:alert(1)' }],
    ['nothing', {}],
  ])('ignores %s', (_, query) => {
    expect(parseQuotePrefill(query, caseStudies, services)).toEqual({});
  });

  it('keeps the Other text only with Other, on one line and within its limit', () => {
    expect(parseQuotePrefill({ projecttype: 'branding', projecttypeother: 'Mobile app' }, caseStudies, services)).toEqual({ projecttype: 'branding' });
    expect(parseQuotePrefill({ projecttype: 'other-projecttype', projecttypeother: 'x'.repeat(201) }, caseStudies, services)).toEqual({ projecttype: 'other-projecttype' });
    expect(parseQuotePrefill({ projecttype: 'other-projecttype', projecttypeother: 'a\r\nBcc: x@example.com' }, caseStudies, services)).toEqual({ projecttype: 'other-projecttype' });
    expect(parseQuotePrefill({ projecttype: 'other-projecttype', projecttypeother: '  Kiosk app  ' }, caseStudies, services)).toEqual({ projecttype: 'other-projecttype', projecttypeother: 'Kiosk app' });
  });

  it('falls back to the project type of the case study when the one given is missing or unknown', () => {
    expect(parseQuotePrefill({ case: 'portalz' }, caseStudies, services).projecttype).toBe('webdevelopment');
    expect(parseQuotePrefill({ projecttype: 'rocket-science', case: 'portalz' }, caseStudies, services).projecttype).toBe('webdevelopment');
    expect(parseQuotePrefill({ service: 'ui-ux-design' }, caseStudies, services)).toMatchObject({ projecttype: 'other-projecttype', projecttypeother: 'UI/UX design' });
    // a valid project type given on purpose wins over the case study's
    expect(parseQuotePrefill({ projecttype: 'contentcreation', case: 'portalz' }, caseStudies, services).projecttype).toBe('contentcreation');
  });

  it('prefers a case study over a service, and a safe `from` over the page of either', () => {
    expect(parseQuotePrefill({ case: 'superpets', service: 'website-development' }, caseStudies, services).about?.key).toBe('case-study:superpets');
    expect(parseQuotePrefill({ case: 'superpets', from: '/work' }, caseStudies, services).sourcePage).toBe('/work');
    expect(parseQuotePrefill({ case: 'superpets', from: 'https://evil.example/' }, caseStudies, services).sourcePage).toBe('/superpets');
    expect(parseQuotePrefill({ from: '/blog/some-post' }, caseStudies, services)).toEqual({ sourcePage: '/blog/some-post' });
  });

  it('gives every service and case study a link that reads back as itself', () => {
    for (const entry of [...services, ...caseStudies]) {
      const href = quoteStartHref(entry);
      expect(href.startsWith('/get-quote?projecttype=')).toBe(true);
      const prefill = parseQuotePrefill(fromHref(href), caseStudies, services);
      expect(prefill.projecttype).toBe(entry.projectType.value);
      expect(prefill.projecttypeother).toBe(entry.projectType.value === 'other-projecttype' ? entry.projectType.other : undefined);
      expect(prefill.about?.path).toBe(`/${entry.slug}`);
      expect(prefill.sourcePage).toBe(`/${entry.slug}`);
    }
    expect(quoteStartHref(caseStudies[0])).toBe('/get-quote?projecttype=branding&case=bubble-bakes');
  });

  it('names a context for the admin and the mail, or nothing when it is unknown', () => {
    expect(sourceContextLabel('case-study:salt-and-pepper', caseStudies, services)).toBe('Case study: Salt & Pepper');
    expect(sourceContextLabel('service:devops-cloud', caseStudies, services)).toBe('Service: DevOps and Cloud');
    expect(sourceContextLabel('case-study:website-development', caseStudies, services)).toBeNull();
    expect(sourceContextLabel('service:gone', caseStudies, services)).toBeNull();
    expect(sourceContextLabel(null, caseStudies, services)).toBeNull();
    // The services as shown now: a renamed one by its new name, a hidden one not at all (nor does it prefill).
    const renamed = services.map((service) => (service.slug === 'devops-cloud' ? { ...service, title: 'Cloud Operations' } : service));
    expect(sourceContextLabel('service:devops-cloud', caseStudies, renamed)).toBe('Service: Cloud Operations');
    const shown = services.filter((service) => service.slug !== 'devops-cloud');
    expect(sourceContextLabel('service:devops-cloud', caseStudies, shown)).toBeNull();
    expect(parseQuotePrefill({ service: 'devops-cloud' }, caseStudies, shown)).toEqual({});
  });

  it('next.config.ts rewrites /get-quote to the prefill route for each parameter, and only with one', async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles;
    // The others rewrite other addresses (a case study at /{slug}: test/unit/content/top-level-routes.test.ts).
    expect((beforeFiles ?? []).filter((rewrite) => rewrite.source === '/get-quote' || rewrite.destination === '/get-quote/start')).toEqual(
      QUOTE_PREFILL.params.map((key) => ({ source: '/get-quote', has: [{ type: 'query', key }], destination: '/get-quote/start' })),
    );
    const redirects = await nextConfig.redirects!();
    expect(redirects).toContainEqual({ source: '/get-quote/start', destination: '/get-quote', permanent: false });
    // every parameter the parser reads is one the rewrite looks for
    for (const key of ['projecttype', 'projecttypeother', 'service', 'case', 'from']) expect(QUOTE_PREFILL.params).toContain(key);
  });
});
