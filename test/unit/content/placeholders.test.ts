import { describe, expect, it } from 'vitest';
import { knownTokens } from '@/lib/company-facts';

const FACT_TOKENS = knownTokens();
const LEGAL_TOKENS = knownTokens(undefined, { legal: true });
import { placeholderProblem } from '@/lib/content/placeholders';

describe('placeholderProblem', () => {
  it('passes a text whose placeholders are all known, and one without any', () => {
    expect(placeholderProblem('Reach Out text', 'Write to {email.hr} or call {phone}.', FACT_TOKENS)).toBeNull();
    expect(placeholderProblem('Body', 'No placeholders here, only {} and { } and {1}.', LEGAL_TOKENS)).toBeNull();
  });

  it('refuses a misspelt one, naming the field and the one meant', () => {
    expect(placeholderProblem('Reach Out text', 'Write to {email.hrr}.', FACT_TOKENS)).toBe(
      'Reach Out text: unknown placeholder {email.hrr}: did you mean {email.hr}? The placeholders this text may use are {brand}, {email.hello}, {email.hr}, {email.privacy}, {phone}, {office.us.address}, {office.in.address}.',
    );
    expect(placeholderProblem('Body', 'Ask {emial.privacy}.', LEGAL_TOKENS)).toContain('{emial.privacy}: did you mean {email.privacy}?');
  });

  it('offers the known name for one in other letters or with spaces inside the braces', () => {
    expect(placeholderProblem('Reach Out text', '{EMAIL.HR}', FACT_TOKENS)).toContain('{EMAIL.HR}: did you mean {email.hr}?');
    expect(placeholderProblem('Reach Out text', '{ email.hr }', FACT_TOKENS)).toContain('{ email.hr }: did you mean {email.hr}?');
  });

  it('names every unknown one once, and lists the known names when none is near', () => {
    const problem = placeholderProblem('Body', '{office.uk} and {email.hrr} and {office.uk}', LEGAL_TOKENS)!;
    expect(problem).toMatch(/^Body: unknown placeholders \{office\.uk\}; \{email\.hrr\}: did you mean \{email\.hr\}\? The placeholders this text may use are /);
    expect(problem.match(/\{office\.uk\}/g)).toHaveLength(1);
    expect(problem).toContain('{analytics.consent}');
  });

  it('knows only what the text may use: the analytics paragraphs are a legal text’s, not the careers page’s', () => {
    expect(placeholderProblem('Body', '{analytics.dnt}', LEGAL_TOKENS)).toBeNull();
    expect(placeholderProblem('Reach Out text', '{analytics.dnt}', FACT_TOKENS)).toContain('unknown placeholder {analytics.dnt}');
  });
});
