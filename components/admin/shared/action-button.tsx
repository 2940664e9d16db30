import type { ReactNode } from 'react';

/** One button that posts to a Server Action with a few hidden values: works without JavaScript. `id`: the button's. */
export function ActionButton({ action, values, label, className = 'button button-outline', id }: { action: (form: FormData) => Promise<void>; values: Record<string, string | number | undefined>; label: ReactNode; className?: string; id?: string }) {
  return (
    <form action={action}>
      {Object.entries(values).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={className} id={id}>
        {label}
      </button>
    </form>
  );
}
