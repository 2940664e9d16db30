import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';

/**
 * A new signing secret, shown this once: only the endpoint's row keeps it, and no page shows it again. Rendered
 * from the action's answer, so it is in that one response and never in a URL or the browser's history.
 */
export function SecretOnce({ secret, endpointId, intro }: { secret: string; endpointId: string; intro: string }) {
  return (
    <section className={styles.panel} aria-labelledby="secret-title" role="status">
      <h2 id="secret-title" style={{ marginTop: 0 }}>
        {intro} Its signing secret:
      </h2>
      <p>
        <code className={styles.secret}>{secret}</code>
      </p>
      <p>
        <strong>Copy it now: it will not be shown again.</strong> The receiver needs it to check that each delivery comes from us (see
        &ldquo;Webhooks&rdquo; in the README). Lost it? Make a new one on the endpoint&rsquo;s page.
      </p>
      <p>
        <Link href={`/admin/webhooks/${endpointId}`}>Open the endpoint</Link>
      </p>
    </section>
  );
}
