import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

type Label = { caption: string; labelledBy?: never } | { labelledBy: string; caption?: never };

/**
 * The console's data table: a scrollable frame, a name for assistive technology (a visually hidden caption,
 * or the id of a visible heading), column headers, and one full-width row saying so when there is nothing.
 */
export function AdminTable({ caption, labelledBy, columns, empty, children }: Label & { columns: string[]; empty?: string | false; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
