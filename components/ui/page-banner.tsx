interface Props {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The title banner at the top of inner pages: the page's one h1. Its styles are global (app/globals.css says why). */
export function PageBanner({ title, eyebrow, lead, children }: Props) {
  return (
    <section className="page-banner">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-banner-title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
