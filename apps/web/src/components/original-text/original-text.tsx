import type { ElementType, ReactNode } from 'react';
import { useLang } from '../../lib/i18n/lang';
import { useOriginalText } from './original-text-text';
import './original-text.css';

/**
 * A text written by a business or the guide in Spanish (descriptions: issue 22 §1). `en`: its
 * English text, when someone wrote one: an English page shows that, with `lang="en"` and no mark.
 * Without it an English page shows the Spanish, marked 'In Spanish' and with `lang="es"` so screen
 * readers read it in Spanish. A Spanish page shows the Spanish as before.
 */
export function OriginalText({ as: Tag = 'p', className, en, children }: { as?: ElementType; className?: string; en?: string; children: ReactNode }) {
  const lang = useLang();
  const text = useOriginalText();
  if (lang === 'es') return <Tag className={className}>{children}</Tag>;
  if (en?.trim()) return <Tag className={className} lang="en">{en}</Tag>;
  return (
    <Tag className={className}>
      <span className="original-text__mark">{text.inSpanish}</span> <span lang="es">{children}</span>
    </Tag>
  );
}
