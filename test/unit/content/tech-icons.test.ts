import { describe, expect, it } from 'vitest';
import * as simpleIcons from 'simple-icons';
import { services } from '@/content/services';
import { technologyGroups } from '@/content/technologies';
import { isTechIcon, TECH_ICONS } from '@/lib/content/tech-icons';
import { generateStaticParams } from '@/app/icons/[name]/route';

describe('the icon set the site uses', () => {
  it('names only icons simple-icons has, each once', () => {
    const icons = simpleIcons as unknown as Record<string, unknown>;
    expect(TECH_ICONS.filter((name) => !icons[name])).toEqual([]);
    expect(new Set(TECH_ICONS).size).toBe(TECH_ICONS.length);
  });

  it('holds every icon the content modules name, and the icon route builds exactly the set', async () => {
    const used = [...technologyGroups.flatMap((group) => group.items), ...services.flatMap((service) => service.stack.items)].flatMap((tech) => (tech.icon ? [tech.icon] : []));
    expect(used.filter((name) => !isTechIcon(name))).toEqual([]);
    expect((await generateStaticParams()).map((param) => param.name)).toEqual(TECH_ICONS.map((name) => `${name}.svg`));
    expect(isTechIcon('siNotAnIcon')).toBe(false);
  });
});
