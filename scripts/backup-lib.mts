// Wording shared by `npm run backup`, `npm run restore` and `npm run bench:backup`.
import type { Manifest } from '../server/backup/manifest';

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "1,234 leads, 56 applications, 789 uploaded files (45.6 MB), 2,345 files of DATA_DIR" */
export function describeCounts({ counts }: Manifest): string {
  return `${plural(counts.leads, 'lead')}, ${plural(counts.applications, 'application')}, ${plural(counts.files, 'uploaded file')} (${megabytes(counts.storedFileBytes)}), ${plural(counts.dataFiles, 'file')} of DATA_DIR`;
}
