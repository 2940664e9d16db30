import styles from './page-banner.module.css';

interface Props {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The title banner at the top of inner pages: the page's one h1. */
export function PageBanner({ title, eyebrow, lead, children }: Props) {
  return (
    <section className={styles.banner}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
