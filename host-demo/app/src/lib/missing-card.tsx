import { Link } from 'react-router';

/**
 * A record that is not there, or that the user may not read (the server answers 404 for both, so
 * other accounts' ids are not revealed): the page says so and offers the way back.
 */
export function MissingCard({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="app-card app-page app-missing" aria-labelledby="app-missing-title">
      <h1 id="app-missing-title">{title}</h1>
      <p>{text}</p>
      <Link className="pd-button pd-button--primary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
