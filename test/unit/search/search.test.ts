import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoJobs } from '@/content/demo-jobs';
import { faqAnchor, faqs } from '@/content/faqs';
import { industries } from '@/content/industries';
import { allPosts } from '@/content/posts';
import { staticRoutes } from '@/content/routes';
import type { Job } from '@/lib/careers';
import { cleanQuery, createIndex, loadIndex, search, SEARCH_KINDS, MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { normalizeWord } from '@/lib/search/words';
import { highlight, snippet } from '@/lib/search/highlight';
import { markdownToText } from '@/lib/markdown';
import { Highlighted } from '@/components/search/highlighted';
import { jobDocument, staticDocuments } from '@/server/search/documents';
import { seedServices } from './seed-services';

vi.mock('@/server/careers/source', () => ({ listJobs: vi.fn() }));
// The content studio's published items, as a fresh install has them: its seed, the content modules.
vi.mock('@/server/content/public', async () => {
  const [{ caseStudies }, { allPosts: posts }, { faqs: questions }, { industries: sectors }, { seedServices }] = await Promise.all([import('@/content/case-studies'), import('@/content/posts'), import('@/content/faqs'), import('@/content/industries'), import('./seed-services')]);
  return { studioContent: async () => ({ caseStudies, posts: posts(), faqs: questions, services: seedServices(), industries: sectors }) };
});
const { listJobs } = await import('@/server/careers/source');
const { searchSite } = await import('@/server/search/site-search');

/** The demo postings as the jobs source answers them. */
const jobs: Job[] = demoJobs.map(({ age_days, job_role, ...job }, i) => ({
  ...job,
  id: i + 1,
  job_role: { name: job_role },
  created_at: new Date(Date.UTC(2025, 0, 1) - age_days * 86_400_000).toISOString(),
  valid_through: null,
}));

const { caseStudies } = await import('@/content/case-studies');
const documents = staticDocuments({ caseStudies, posts: allPosts(), faqs, services: seedServices(), industries });
// As the browser gets it: serialised at build time by the /search-index.json route, loaded with the same options.
const index = loadIndex(JSON.stringify(createIndex(documents)));
const withJobs = createIndex([...documents, ...jobs.map(jobDocument)]);
const ids = (query: string, from = index) => search(from, query).hits.map((hit) => hit.id);

describe('search index', () => {
  it('covers every kind of page, jobs from the jobs source', () => {
    const kinds = new Set([...documents, ...jobs.map(jobDocument)].map((doc) => doc.kind));
    expect([...kinds].sort()).toEqual([...SEARCH_KINDS].sort());
    expect(documents.filter((doc) => doc.kind === 'job')).toEqual([]); // the static index has no jobs
    expect(documents.filter((doc) => doc.kind === 'post')).toHaveLength(allPosts().length);
    expect(documents.filter((doc) => doc.kind === 'faq')).toHaveLength(faqs.length);
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
  });

  it('links every document to a page of the site', () => {
    const pages = new Set([...staticRoutes, ...allPosts().map((post) => `/blog/${post.slug}`)]);
    const fragments: Record<string, string[]> = { '/faqs': faqs.map(faqAnchor), '/industries': industries.map((i) => i.slug) };
    for (const doc of documents) {
      const [path, fragment] = doc.url.split('#');
      expect(pages.has(path), doc.url).toBe(true);
      if (fragment) expect(fragments[path], doc.url).toContain(fragment);
    }
    expect(jobDocument(jobs[2]).url).toBe('/career-details?id=3');
  });

  it('holds the words of a post without its Markdown', () => {
    for (const doc of documents.filter((d) => d.kind === 'post')) {
      expect(doc.text, doc.id).not.toMatch(/\*\*|__|\]\(|!\[|(^|\s)#{1,6}\s|(^|\s)[-*]\s\S|`|\n/);
      expect(doc.text.length, doc.id).toBeGreaterThan(2000);
    }
    const foundations = documents.find((d) => d.id === 'post:data-foundations-for-machine-learning')!;
    expect(foundations.text).toContain('where each ticket should have gone'); // was *should*
    expect(foundations.text).toContain('Automated. No step should depend'); // was - **Automated.**
    expect(foundations.text).toContain('behaving oddly. Data without an owner'); // was a > quote
  });

  it('turns Markdown into its words: headings, emphasis, links, image alt text, tables, quotes, lists, code', () => {
    const source = '# Title\n\nA **bold** [link](/x) and ![alt text](/i.png) <span>raw</span> &amp; `a<b>`\n\n| a | b |\n|---|---|\n| c | d |\n\n> quote\n\n- one\n- two\n\n1. three\n\n```\ncode block\n```';
    expect(markdownToText(source)).toBe('Title A bold link and alt text raw & a<b> a b c d quote one two three code block');
  });

  it('keeps excerpts short and plain', () => {
    for (const doc of documents) {
      expect(doc.excerpt.length, doc.id).toBeLessThanOrEqual(162);
      expect(doc.excerpt, doc.id).not.toMatch(/[*`<>]/);
    }
  });

  it('indexes only a job’s own words, not the standard description every job shares', () => {
    const plain = jobDocument(jobs.find((job) => job.description === null)!);
    expect(plain.text).not.toMatch(/cross-functional/);
    expect(plain.excerpt).toMatch(/Product Designer · Remote, India/);
  });
});

describe('search queries', () => {
  it('finds a service by a word in its body', () => {
    expect(ids('storefronts')[0]).toBe('service:website-development');
    expect(ids('observable')[0]).toBe('service:devops-cloud');
  });

  it('finds a blog post, an FAQ, an industry and a case study', () => {
    expect(ids('embeddings')[0]).toBe('post:retrieval-augmented-generation-explained');
    expect(ids('NDAs')[0]).toBe('faq:faq-how-do-you-keep-my-project-confidential');
    expect(ids('telehealth')[0]).toBe('industry:healthcare-fitness');
    expect(ids('birthday cake')[0]).toBe('case-study:bubble-bakes');
  });

  it.each([
    ['its title', 'Senior Full-stack Developer'],
    ['its role', 'Content Strategist'],
    ['its location', 'Raleigh'],
    ['its description', 'on-call rota'],
  ])('finds a job by %s', (_, query) => {
    const job = jobs.find((j) => jobDocument(j).text.includes(query) || j.job_title.includes(query))!;
    expect(job).toBeDefined();
    expect(ids(query, withJobs)[0]).toBe(`job:${job.id}`);
  });

  it('ranks a title match first and matches while a word is being typed, or mistyped', () => {
    expect(ids('mobile app')[0]).toBe('service:mobile-app-development');
    expect(ids('kubern')).toContain('service:devops-cloud'); // prefix
    expect(ids('kubernetis')).toContain('service:devops-cloud'); // fuzzy
    expect(ids('RÉVISIONS')[0]).toBe('faq:faq-how-many-revisions-are-included'); // case and accents
  });

  it('falls back to any of the words when no page has them all', () => {
    const both = search(index, 'kubernetes birthday');
    expect(both.matchedAll).toBe(false);
    expect(both.hits.map((hit) => hit.id)).toEqual(expect.arrayContaining(['service:devops-cloud', 'case-study:bubble-bakes']));
    expect(search(index, 'kubernetes').matchedAll).toBe(true);
  });

  it('answers nothing for an empty query, stop words or punctuation', () => {
    for (const query of ['', '   ', 'the', 'how to', '?!']) expect(search(index, query).hits, query).toEqual([]);
  });

  it('reports the document terms it matched, for highlighting', () => {
    const [hit] = search(index, 'develop').hits;
    expect(hit.terms).toEqual(expect.arrayContaining(['development']));
  });

  it('cuts long queries', () => {
    expect(cleanQuery('a'.repeat(500)).length).toBe(MAX_QUERY_LENGTH);
    expect(cleanQuery('one two three four five six seven eight nine ten').split(' ')).toHaveLength(8);
    expect(cleanQuery(['first', 'second'])).toBe('first');
    expect(normalizeWord('Résumé')).toBe('resume');
  });
});

describe('the /search page’s search', () => {
  afterEach(() => vi.mocked(listJobs).mockReset());

  it('searches open jobs with the static pages, and snippets around the match', async () => {
    vi.mocked(listJobs).mockResolvedValue(jobs);
    const result = await searchSite('Terraform modules');
    expect(result.jobsSearched).toBe(true);
    expect(result.hits[0]).toMatchObject({ kind: 'job', url: '/career-details?id=3' });
    expect(result.hits[0].snippet).toContain('Terraform');
    const post = (await searchSite('closed-book exam')).hits.find((hit) => hit.kind === 'post')!;
    expect(post.snippet).toMatch(/^….*closed-book.*…$/); // from the middle of the post, not its description
  });

  it('still searches everything else while the jobs cannot be read', async () => {
    vi.mocked(listJobs).mockRejectedValue(new Error('database down'));
    const result = await searchSite('design');
    expect(result.jobsSearched).toBe(false);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.kind !== 'job')).toBe(true);
  });
});

describe('highlight', () => {
  it('marks the matched words, whatever their case or accents', () => {
    expect(highlight('Website Development: development that DÉVELOPS', ['development', 'develops'])).toEqual([
      { text: 'Website ', match: false },
      { text: 'Development', match: true },
      { text: ': ', match: false },
      { text: 'development', match: true },
      { text: ' that ', match: false },
      { text: 'DÉVELOPS', match: true },
    ]);
  });

  it('marks whole words only', () => {
    expect(highlight('developer development', ['development'])).toEqual([
      { text: 'developer ', match: false },
      { text: 'development', match: true },
    ]);
  });

  it('returns the text as one plain segment when nothing matches', () => {
    expect(highlight('Nothing here', [])).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlight('Nothing here', ['else'])).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlight('', ['x'])).toEqual([]);
  });

  it('gives back exactly the text it was given', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (text, terms) => {
        const segments = highlight(text, terms);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        for (let i = 1; i < segments.length; i++) expect(segments[i].match).not.toBe(segments[i - 1].match);
      }),
    );
  });

  it('renders <mark> elements, and markup in the content as text', () => {
    const html = renderToStaticMarkup(createElement(Highlighted, { text: '<img src=x onerror=alert(1)> Design & build', terms: ['design'] }));
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>Design</mark> &amp; build');
  });

  it('cuts a snippet where most matched words come together, at word boundaries', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The needle is here. ${'Consectetur adipiscing elit. '.repeat(20)}`;
    const cut = snippet(text, ['needle'], 120);
    expect(cut).toMatch(/^….*needle.*…$/);
    expect(cut.length).toBeLessThanOrEqual(122);
    expect(cut).not.toMatch(/^…\S*[a-z] /); // starts on a whole word
    expect(snippet('short text', ['x'])).toBe('short text');
    expect(snippet(text, [], 60)).toMatch(/^Lorem ipsum.*…$/);
    expect(snippet(`${text} The needle and the haystack.`, ['needle', 'haystack'], 60)).toMatch(/needle and the haystack\.$/);
  });
});
