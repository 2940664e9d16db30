import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siInstagram } from 'simple-icons';
import { INSTAGRAM_PATH } from '@/components/ui/brand-icon';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|mts)$/.test(name) ? [file] : [];
  });
}

describe('logos and the server’s memory', () => {
  it('draws Instagram’s mark exactly as simple-icons does', () => {
    expect(INSTAGRAM_PATH).toBe(siInstagram.path);
  });

  it('keeps simple-icons out of the components and routes the server loads at start-up (the icon route loads it when asked)', () => {
    // A static import puts its whole index (5 MB of source, 10 MB in memory) into every server process.
    const importing = [...sources(path.join(root, 'components')), ...sources(path.join(root, 'app'))]
      .filter((file) => /^\s*import\s[^;]*from\s+['"]simple-icons['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(importing).toEqual([]);
  });
});
