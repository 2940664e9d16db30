import { describe, expect, it } from 'vitest';
import { QUOTE_FILE_RULES } from '@/lib/validation/files';
import { inspectUploads, sanitiseFileName } from '@/server/storage/uploads';
import { fixtures } from '../../support/files';

describe('upload inspection by content', () => {
  it('accepts a real PDF, PNG and ZIP and records the detected type', async () => {
    const result = await inspectUploads(
      [
        { field: 'files', name: 'brief.pdf', bytes: fixtures.pdf() },
        { field: 'files', name: 'logo.png', bytes: fixtures.png() },
        { field: 'files', name: 'assets.zip', bytes: fixtures.zip() },
      ],
      QUOTE_FILE_RULES,
    );
    expect(result.ok && result.files.map((f) => f.contentType)).toEqual(['application/pdf', 'image/png', 'application/zip']);
  });

  it.each([
    ['an executable renamed .pdf', 'invoice.pdf', () => fixtures.exe()],
    ['a PNG renamed .pdf', 'scan.pdf', () => fixtures.png()],
    ['a text file renamed .docx', 'notes.docx', () => new TextEncoder().encode('just text')],
  ])('refuses %s and names the file', async (_, name, bytes) => {
    const result = await inspectUploads([{ field: 'files', name, bytes: bytes() }], QUOTE_FILE_RULES);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toContain(`“${name}”`);
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\CV final.pdf', 'CV-final.pdf'],
    ['.htaccess', 'htaccess'],
    ['<script>x</script>.pdf', 'script.pdf'], // the slash in </script> ends the 'path'
    ['', 'file'],
    ['résumé.pdf', 'resume.pdf'],
  ])('sanitises the stored name %j to %j', (name, expected) => {
    expect(sanitiseFileName(name)).toBe(expected);
  });
});
