import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { StaticPage } from './static-page';
import { useStaticText } from './static-pages-text';


export function AboutPage() {
  const T = useStaticText().about;
  return (
    <StaticPage title={T.title} lead={T.lead}>
      <h2>{T.missionTitle}</h2>
      <p>{T.mission}</p>

      <h2>{T.featuresTitle}</h2>
      <ul className="feature-list">
        {T.features.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}.</strong> {feature.text}
          </li>
        ))}
      </ul>

      <h2>{T.whoTitle}</h2>
      <p>{T.who}</p>

      <h2>{T.contactTitle}</h2>
      <p>
        {T.contactBefore} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> {T.contactMiddle}{' '}
        <Link to={paths.help}>{T.helpLink}</Link>.
      </p>
    </StaticPage>
  );
}
