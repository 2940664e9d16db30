import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

type Label = { caption: string; labelledBy?: never } | { labelledBy: string; caption?: never };

/**
 * The console's data table: a scrollable frame, a name for assistive technology (a visually hidden caption,
 * or the id of a visible heading), column headers, and one full-width row saying so when there is nothing.
 * On a phone a wide table scrolls sideways in its frame: a shadow at the edge that hides columns and, from four
 * columns, a hint above it say so; the frame takes the keyboard's focus (arrow keys scroll it), with or without
 * JavaScript, and is a named group (not a region: that landmark would repeat the name of the section around it).
 */
export function AdminTable({ caption, labelledBy, columns, empty, children }: Label & { columns: string[]; empty?: string | false; children: ReactNode }) {
  return (
    <>
      {columns.length >= 4 && (
        <p className={styles.scrollHint} aria-hidden="true">
          Scroll the table sideways for every column →
        </p>
      )}
      <div className={styles.tableWrap} role="group" tabIndex={0} aria-label={caption} aria-labelledby={labelledBy}>
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
    </>
  );
}
