import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

interface Props {
  action: (form: FormData) => Promise<void>;
  /** the hidden fields naming what to delete */
  children: ReactNode;
  /** the box's label, e.g. 'Yes, delete this job.' */
  confirm: string;
}

/** A deletion that needs a ticked box first: works without JavaScript, keyboard and screen readers alike. */
export function ConfirmDelete({ action, children, confirm }: Props) {
  return (
    <form action={action} className={styles.stack}>
      {children}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 400 }}>
        <input type="checkbox" name="confirm" value="yes" required style={{ minHeight: 24, width: 24 }} /> {confirm}
      </label>
      <button type="submit" className="button button-outline">
        Delete
      </button>
    </form>
  );
}
