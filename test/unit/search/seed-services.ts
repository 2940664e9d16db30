import { coreServices } from '@/content/core-services';
import { services, whyChooseUs } from '@/content/services';
import type { LiveService } from '@/content/types';

/** The services as a fresh install shows them (the studio's seed): each page with its home entry and the shared points. */
export function seedServices(): LiveService[] {
  return services.map((service) => ({ ...service, why: whyChooseUs, home: coreServices.find((entry) => entry.href === `/${service.slug}`)! }));
}
