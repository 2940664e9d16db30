import { describe, expect, it } from 'vitest';
import { checkFiles, QUOTE_FILE_RULES } from '@/lib/validation/files';
import { MB } from '@/lib/validation/options';

describe('file checks before upload', () => {
  it('accepts up to five allowed files of at most 10 MB', () => {
    const files = ['a.pdf', 'b.docx', 'c.PNG', 'd.zip', 'e.xlsx'].map((name) => ({ name, size: 10 * MB }));
    expect(checkFiles(files, QUOTE_FILE_RULES)).toEqual([]);
  });

  it('treats an empty picker as no files', () => {
    expect(checkFiles([{ name: '', size: 0 }], QUOTE_FILE_RULES)).toEqual([]);
  });

  it.each([
    [[{ name: 'big.pdf', size: 11 * MB }], '“big.pdf” is larger than 10 MB.'],
    [[{ name: 'tool.exe', size: 1000 }], '“tool.exe” is not a PDF, Office document, image or ZIP file.'],
    [[{ name: 'empty.pdf', size: 0 }], '“empty.pdf” is empty.'],
    [Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, size: 10 })), 'Attach at most 5 files (you chose 6).'],
  ])('refuses %j: %s', (files, message) => {
    expect(checkFiles(files, QUOTE_FILE_RULES)).toContain(message);
  });

  it('says when a required file is missing', () => {
    expect(checkFiles([], { ...QUOTE_FILE_RULES, required: 'Attach your résumé.' })).toEqual(['Attach your résumé.']);
  });
});
