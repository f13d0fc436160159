import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@guia/contracts';
import { ChevronDownIcon } from '../../components/icons/icons';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { guideWhatsappLink } from '../../lib/whatsapp';
import { StaticPage } from './static-page';
import { HELP_WHATSAPP_MESSAGE, useStaticText } from './static-pages-text';

/**
 * Help: an FAQ accordion with one item open at a time (spec §2), and the support channels that
 * exist: e-mail, WhatsApp to the guide's team and the phone (issue 20: no 'Chat en vivo' the guide
 * does not have).
 */
export function HelpPage() {
  const T = useStaticText().help;
  const FAQ: { question: string; answer: ReactNode }[] = [
    {
      question: T.favoritesQuestion,
      answer: (
        <p>
          {T.favoritesBefore} <Link to={paths.map}>{T.favoritesLink}</Link> {T.favoritesAfter}
        </p>
      ),
    },
    {
      question: T.dataQuestion,
      answer: (
        <p>
          {T.dataBefore} <Link to={paths.profile}>{T.profileLink}</Link> {T.dataAfter}
        </p>
      ),
    },
    {
      question: T.passwordQuestion,
      answer: (
        <p>
          {T.passwordBefore} <Link to={paths.profile}>{T.profileLink}</Link> {T.passwordAfter} {MIN_PASSWORD_LENGTH} {T.passwordCharacters}
        </p>
      ),
    },
    {
      question: T.forgotQuestion,
      answer: (
        <p>
          {T.forgotHelp} {T.forgotMore} <Link to={paths.forgotPassword}>{T.forgotLink}</Link>.
        </p>
      ),
    },
  ];
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  // the web address (wa.me), the same on the server and every device: phones open it in the app
  const whatsapp = guideWhatsappLink(HELP_WHATSAPP_MESSAGE, '');
  return (
    <StaticPage title={T.title} lead={T.lead}>
      <h2>{T.faqTitle}</h2>
      <div className="accordion">
        {FAQ.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question} className={`accordion__item${expanded ? ' is-open' : ''}`}>
              <h3 className="accordion__heading">
                <button
                  id={buttonId}
                  type="button"
                  className="accordion__button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.question}
                  <ChevronDownIcon className="accordion__chevron" width={20} height={20} />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>

      <h2>{T.moreTitle}</h2>
      <ul className="support-list">
        <li>
          <strong>{T.emailLabel}</strong> <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
        </li>
        <li>
          <strong>{T.whatsappLabel}</strong>{' '}
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            {T.whatsappLink}
          </a>
        </li>
        <li>
          <strong>{T.contactLabel}</strong> <Link to={paths.about}>{T.contactLink}</Link>
        </li>
        <li>
          <strong>{T.phoneLabel}</strong> <a href={`tel:${env.supportPhone.replace(/\s+/g, '')}`}>{env.supportPhone}</a>
        </li>
      </ul>
    </StaticPage>
  );
}
