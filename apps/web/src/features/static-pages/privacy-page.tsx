import { env } from '../../config/env';
import { StaticPage } from './static-page';
import { useStaticText } from './static-pages-text';


export function PrivacyPage() {
  const T = useStaticText().privacy;
  return (
    <StaticPage title={T.title} lead={T.lead} updated={T.updated}>
      <h2>{T.collectTitle}</h2>
      <ul>
        {T.collect.map((item) => (
          <li key={item.label}>
            <strong>{item.label}</strong> {item.text}
          </li>
        ))}
      </ul>

      <h2>{T.useTitle}</h2>
      <p>{T.use}</p>

      <h2>{T.shareTitle}</h2>
      <ul>
        {T.share.map((item) => (
          <li key={item.label}>
            <strong>{item.label}</strong> {item.text}
          </li>
        ))}
      </ul>

      <h2>{T.securityTitle}</h2>
      <p>{T.security}</p>

      <h2>{T.rightsTitle}</h2>
      <p>{T.rightsLead}</p>
      <ul>
        {T.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>

      <h2>{T.contactTitle}</h2>
      <p>
        {T.contactBefore} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
      </p>
    </StaticPage>
  );
}
