// The admin pages' record loader (server/admin/load-record.ts): the role check comes first and is told the page's
// path, params that cannot name a record are a 404 without a query, and a record that is not there is a 404.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
class Refused extends Error {}
const session = vi.hoisted(() => ({ role: 'owner' as 'owner' | 'editor' | null }));

vi.mock('next/navigation', () => ({
  notFound: () => {
    calls.push('notFound');
    throw new Refused('404');
  },
}));
vi.mock('@/server/auth/session', () => ({
  requireOwner: async (back: string) => {
    calls.push(`requireOwner ${back}`);
    if (session.role === null) throw new Refused('login');
    if (session.role !== 'owner') throw new Refused('403');
    return { id: 'u', email: 'owner@example.com', name: '', twoFactorEnabled: false, role: session.role };
  },
  requireEditor: async (back: string) => {
    calls.push(`requireEditor ${back}`);
    if (session.role === null) throw new Refused('login');
    return { id: 'u', email: 'editor@example.com', name: '', twoFactorEnabled: false, role: session.role };
  },
}));
const db = { kysely: {}, dialect: 'sqlite' };
vi.mock('@/server/db/current', () => ({ currentDb: async () => db }));
const rows = vi.hoisted(() => ({
  item: { id: 'item-1', collection: 'posts', title: 'A post' } as Record<string, unknown> | undefined,
  job: { id: 7, job_title: 'Engineer' } as Record<string, unknown> | undefined,
}));
vi.mock('@/server/repositories/content', () => ({ findItem: async (_: unknown, id: string) => (calls.push(`findItem ${id}`), rows.item) }));
vi.mock('@/server/repositories/jobs', () => ({ findJob: async (_: unknown, id: number) => (calls.push(`findJob ${id}`), rows.job) }));
vi.mock('@/server/repositories/inbox', () => ({ getLead: async () => undefined, getApplication: async () => undefined }));
vi.mock('@/server/repositories/media', () => ({ findMedia: async () => null }));
vi.mock('@/server/repositories/webhooks', () => ({ findEndpoint: async () => undefined }));

const { loadRecord, RECORDS } = await import('@/server/admin/load-record');

beforeEach(() => {
  calls.length = 0;
  session.role = 'owner';
  rows.item = { id: 'item-1', collection: 'posts', title: 'A post' };
  rows.job = { id: 7, job_title: 'Engineer' };
});

describe('loadRecord', () => {
  it('checks the role with the page path, then finds the record by its typed key', async () => {
    const loaded = await loadRecord(RECORDS.job, Promise.resolve({ id: '7' }));
    expect(loaded).toMatchObject({ key: 7, record: { job_title: 'Engineer' }, db, user: { role: 'owner' } });
    expect(calls).toEqual(['requireOwner /admin/jobs/7', 'findJob 7']);
  });

  it('refuses another role before anything is read', async () => {
    session.role = 'editor';
    await expect(loadRecord(RECORDS.job, Promise.resolve({ id: '7' }))).rejects.toThrow('403');
    expect(calls).toEqual(['requireOwner /admin/jobs/7']);
  });

  it('sends a signed-out visitor to the sign-in with the page and its sub-page to come back to', async () => {
    session.role = null;
    await expect(loadRecord(RECORDS.contentItem, Promise.resolve({ collection: 'posts', id: 'item-1' }), '/compare')).rejects.toThrow('login');
    expect(calls).toEqual(['requireEditor /admin/content/posts/item-1/compare']);
  });

  it('is a 404 without a query when the params cannot name a record', async () => {
    await expect(loadRecord(RECORDS.job, Promise.resolve({ id: 'abc' }))).rejects.toThrow('404');
    await expect(loadRecord(RECORDS.contentItem, Promise.resolve({ collection: 'nope', id: 'item-1' }))).rejects.toThrow('404');
    expect(calls.filter((call) => call.startsWith('find'))).toEqual([]);
  });

  it('is a 404 when the record is not there, or belongs to another collection', async () => {
    rows.job = undefined;
    await expect(loadRecord(RECORDS.job, Promise.resolve({ id: '8' }))).rejects.toThrow('404');
    await expect(loadRecord(RECORDS.contentItem, Promise.resolve({ collection: 'case-studies', id: 'item-1' }))).rejects.toThrow('404');
    await expect(loadRecord(RECORDS.media, Promise.resolve({ id: '00000000-0000-4000-8000-000000000000' }))).rejects.toThrow('404');
  });

  it('gives a content item with its collection typed', async () => {
    session.role = 'editor';
    const loaded = await loadRecord(RECORDS.contentItem, Promise.resolve({ collection: 'posts', id: 'item-1' }));
    expect(loaded.key).toEqual({ collection: 'posts', id: 'item-1' });
    expect(loaded.record).toMatchObject({ title: 'A post' });
  });
});
