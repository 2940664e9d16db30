// A tool's icon, one check for every collection: the studio's validate refuses an icon the site cannot draw with the
// same message whether it is one of the home page's technologies (collection 'pages') or a service's tech stack
// ('services'), and takes any simple-icons name or none. The build makes the seed's icons.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as simpleIcons from 'simple-icons';
import { services } from '@/content/services';
import { technologyGroups } from '@/content/technologies';
import { SPECS } from '@/lib/content/collections';
import { cellName, formFieldErrors, fromFormValues, removeRowName, toFormValues } from '@/lib/content/form-values';
import { generateStaticParams } from '@/app/icons/[name]/route';
import { openDatabase, type Db } from '@/server/db/client';
import * as repo from '@/server/repositories/content';
import { iconFieldErrors, isIconName } from '@/server/content/icon-checks';
import { seedContent, validate } from '@/server/content/studio';

const seedIcons = [...technologyGroups.flatMap((group) => group.items), ...services.flatMap((service) => service.stack.items)].flatMap((tech) => (tech.icon ? [tech.icon] : []));

describe('a tool\'s icon', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-icons-'));
    db = await openDatabase({ dataDir: dir });
    await seedContent(db.kysely, new Date('2027-03-01T10:00:00.000Z'));
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What validate says of an item's draft with `change` over it. */
  const check = async (collection: 'pages' | 'services', slug: string, change: Record<string, unknown>) => {
    const row = (await repo.findItemBySlug(db.kysely, collection, slug))!;
    return validate(db.kysely, collection, row.id, slug, { ...(JSON.parse(row.draft) as Record<string, unknown>), ...change });
  };

  it('is refused with the same message on the home page\'s technologies and a service\'s tech stack', async () => {
    const message = '"siNotAnIcon" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.';
    const rows = [{ name: 'React', icon: 'siReact' }, { name: 'Nope', icon: 'siNotAnIcon' }];
    // keyed by the cell of the saved row (from 0): the editor's action says which row of the form it is
    expect(await check('pages', 'home', { frontEnd: rows })).toEqual({ ok: false, errors: { 'frontEnd.1.icon': message } });
    expect(await check('services', 'ui-ux-design', { stack: rows })).toEqual({ ok: false, errors: { 'stack.1.icon': message } });
    // every bad icon at once, not only the first
    expect(await check('services', 'ui-ux-design', { stack: [...rows, { name: 'Also', icon: 'siAlsoNope' }] })).toEqual({ ok: false, errors: { 'stack.1.icon': message, 'stack.2.icon': message.replace('siNotAnIcon', 'siAlsoNope') } });
  });

  it('is said of the row the form labels, at its icon, after a row ticked Remove before it', async () => {
    // A service's tech stack in the editor's form: seven tools, the third ticked Remove, a bad icon in the seventh.
    const spec = SPECS.services;
    const row = (await repo.findItemBySlug(db.kysely, 'services', 'ui-ux-design'))!;
    const tools = Array.from({ length: 7 }, (_, index) => ({ name: `Tool ${index + 1}`, icon: index === 6 ? 'siNoSuchIcon' : 'siReact' }));
    const values = { ...toFormValues(spec, { ...(JSON.parse(row.draft) as Record<string, unknown>), stack: tools }), [removeRowName('stack', 2)]: 'on' };
    const checked = await validate(db.kysely, 'services', row.id, 'ui-ux-design', fromFormValues(spec, values));
    expect(checked.ok).toBe(false);
    expect(formFieldErrors(spec, values, checked.ok ? {} : checked.errors)).toEqual({
      [cellName('stack', 6, 'icon')]: ['Row 7: "siNoSuchIcon" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.'],
    });
  });

  it('takes any simple-icons name, not only the seed\'s, and an empty icon', async () => {
    const rows = [{ name: 'Deno', icon: 'siDeno' }, { name: 'In-house CLI', icon: '' }];
    expect(seedIcons).not.toContain('siDeno');
    expect(await check('pages', 'home', { cloud: rows })).toMatchObject({ ok: true });
    expect(await check('services', 'ui-ux-design', { stack: rows })).toMatchObject({ ok: true });
  });

  it('is checked in every list with a column of kind icon, and only there', () => {
    const withIcons = Object.values(SPECS).flatMap((spec) => [...spec.fields, ...Object.values(spec.items ?? {}).flat()]).filter((field) => field.columns?.some((column) => column.kind === 'icon'));
    expect([...new Set(withIcons.map((field) => field.name))].sort()).toEqual(['backEnd', 'cloud', 'frontEnd', 'mobile', 'stack']);
    return expect(iconFieldErrors(SPECS.faqs.fields, { title: 'siNotAnIcon', content: 'x' })).resolves.toEqual({});
  });

  it('knows the simple-icons names the site can draw', async () => {
    expect(await isIconName('siReact')).toBe(true);
    expect(await isIconName('siDeno')).toBe(true);
    for (const name of ['react', 'siNoSuchIcon', 'default', '__proto__', 'siReact.svg', '', 'constructor', 'siReact ']) expect(await isIconName(name), name).toBe(false);
  });

  it('the seed names only icons simple-icons has, and the build makes each of them once', async () => {
    const icons = simpleIcons as unknown as Record<string, unknown>;
    expect(seedIcons.filter((name) => !icons[name])).toEqual([]);
    const built = (await generateStaticParams()).map((param) => param.name);
    expect(new Set(built).size).toBe(built.length);
    expect(built.sort()).toEqual([...new Set(seedIcons)].map((name) => `${name}.svg`).sort());
  });
});
