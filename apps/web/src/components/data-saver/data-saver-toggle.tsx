import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/render-hints';
import { formatMegabytes, sessionBytes, setDataSaver, useDataSaver } from '../../lib/data-saver';
import './data-saver.css';
import { useDataSaverText } from './data-saver-text';
import { useLang } from '../../lib/i18n/lang';

/** The 'Ahorro de datos' switch with the megabytes this visit has used (footer and user menu). */
export function DataSaverToggle({ compact = false }: { compact?: boolean }) {
  const text = useDataSaverText();
  const lang = useLang();
  const on = useDataSaver();
  const [bytes, setBytes] = useState(sessionBytes);
  // 0 on the server and while hydrating (the page must match), then the real figure
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = window.setInterval(() => setBytes(sessionBytes()), 5000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className={`data-saver${compact ? ' data-saver--compact' : ''}`}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="data-saver__switch"
        onClick={() => {
          setDataSaver(!on);
          setBytes(sessionBytes());
        }}
      >
        <span className="data-saver__track" aria-hidden="true">
          <span className="data-saver__thumb" />
        </span>
        {text.toggle}
      </button>
      <span className="data-saver__usage">{formatMegabytes(hydrated ? bytes : 0, lang)} {text.used}</span>
    </div>
  );
}
