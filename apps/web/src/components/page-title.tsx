import { usePageTitleText } from './page-title-text';

/** Sets the document title (React 19 hoists <title> into <head>): the screen's name, or the guide's motto, in the page's language. */
export function PageTitle({ title }: { title?: string }) {
  const text = usePageTitleText();
  return <title>{title ? `${title} · Guía Cuba` : `Guía Cuba · ${text.motto}`}</title>;
}
