import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { StaticPage } from './static-page';
import { useStaticText } from './static-pages-text';


export function TermsPage() {
  const T = useStaticText().terms;
  return (
    <StaticPage title={T.title} lead={T.lead} updated={T.updated}>
      <h2>{T.acceptTitle}</h2>
      <p>{T.accept}</p>

      <h2>{T.useTitle}</h2>
      <p>{T.use}</p>

      <h2>{T.privacyTitle}</h2>
      <p>
        {T.privacyBefore} <Link to={paths.privacy}>{T.privacyLink}</Link>.
      </p>

      <h2>{T.liabilityTitle}</h2>
      <p>{T.liability}</p>

      <h2>{T.propertyTitle}</h2>
      <p>{T.property}</p>

      <h2>{T.changesTitle}</h2>
      <p>{T.changes}</p>
    </StaticPage>
  );
}
