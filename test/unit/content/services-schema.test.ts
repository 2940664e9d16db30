import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { SCHEMAS, SPECS } from '@/lib/content/collections';
import { fromFormValues, toFormValues } from '@/lib/content/form-values';
import { seedItems } from '@/server/content/seed';
import { iconFieldErrors } from '@/server/content/icon-checks';
import { serviceFieldErrors } from '@/server/content/service-checks';

/** No database: these checks of a service's fields answer before asking one (which pages are live: content-services.test.ts). */
const noDb = null as never;
const seed = (slug: string) => seedItems().find((item) => item.collection === 'services' && item.slug === slug)!.fields as Record<string, unknown>;

describe('a service in the content studio', () => {
  it('seeds the eight services, shown, with every tool icon one the site can draw', async () => {
    const seeded = seedItems().filter((item) => item.collection === 'services');
    expect(seeded.map((item) => item.slug)).toEqual(services.map((service) => service.slug));
    for (const item of seeded) {
      expect((item.fields as { visibility: string }).visibility).toBe('shown');
      expect(await serviceFieldErrors(noDb, item.slug, item.fields as Record<string, unknown>)).toEqual({});
      expect(await iconFieldErrors(SPECS.services.fields, item.fields as Record<string, unknown>)).toEqual({});
    }
    expect(seedItems().filter((item) => item.collection === 'industries')).toHaveLength(9);
  });

  it('comes back from the editor form as it went in', () => {
    const fields = seed('talent-solutions');
    expect(SCHEMAS.services.parse(fromFormValues(SPECS.services, toFormValues(SPECS.services, fields)))).toEqual(fields);
  });

  it('asks for a redirect path of the site when hidden with a redirect', async () => {
    const parse = (change: Record<string, unknown>) => SCHEMAS.services.safeParse({ ...seed('devops-cloud'), ...change });
    expect(parse({ visibility: 'hidden-redirect', redirectTo: '/services' }).success).toBe(true);
    expect(parse({ visibility: 'hidden-404', redirectTo: '' }).success).toBe(true);
    const message = (change: Record<string, unknown>) => parse(change).error?.issues.find((issue) => issue.path[0] === 'redirectTo')?.message;
    expect(message({ visibility: 'hidden-redirect', redirectTo: '' })).toMatch(/^Redirect to is required/);
    expect(message({ visibility: 'hidden-redirect', redirectTo: 'https://evil.example/' })).toMatch(/^Redirect to must be a path on this site/);
    expect(message({ visibility: 'hidden-redirect', redirectTo: '//evil.example/' })).toMatch(/^Redirect to must be a path on this site/);
    expect(message({ visibility: 'gone' })).toBeUndefined();
    expect(parse({ visibility: 'gone' }).error?.issues[0].path).toEqual(['visibility']);
    expect((await serviceFieldErrors(noDb, 'devops-cloud', { visibility: 'hidden-redirect', redirectTo: '/devops-cloud/' })).redirectTo).toMatch(/own address/);
  });
});
