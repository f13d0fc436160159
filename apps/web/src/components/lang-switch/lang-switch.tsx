import { useLocation, useNavigate } from 'react-router-dom';
import { LANG_NAMES, LANG_QUERY, type Lang } from '@guia/contracts';
import { useLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { GlobeIcon } from '../icons/icons';
import './lang-switch.css';

/**
 * The language switcher of the header and the footer (issue 22 §1): the other language's name,
 * written in that language ('English' on a Spanish page, 'Español' on an English one). Before
 * scripts it is a link to the same page with `?lang=`, which the server draws in that language and
 * keeps in the cookie; with scripts the page switches at once, keeps the choice in the cookie
 * (a year) and stays at its address.
 */
export function LangSwitch({ className = '' }: { className?: string }) {
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const query = new URLSearchParams(location.search);
  query.set(LANG_QUERY, other);
  return (
    <a
      className={`lang-switch ${className}`.trim()}
      href={`${location.pathname}?${query.toString()}`}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        event.preventDefault();
        void switchLang(other).then(() => {
          // a ?lang= in the address would choose again at the next reload: the cookie decides now
          const rest = new URLSearchParams(location.search);
          if (!rest.has(LANG_QUERY)) return;
          rest.delete(LANG_QUERY);
          const search = rest.toString();
          void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
        });
      }}
    >
      <GlobeIcon width={16} height={16} />
      {LANG_NAMES[other]}
    </a>
  );
}
