import { iconBase, type IconProps } from './icon-base';

/** Icons of home's sections (18 px unless told). */
const base = { ...iconBase, width: 18, height: 18 } as const;

/** A solid star, small: the ratings of home's cards. */
export function StarSolidIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" stroke="none" {...props}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8z" />
    </svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

export function QuoteIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" stroke="none" {...props}>
      <path d="M9.5 6C6.5 7 4.5 9.6 4.5 13v5h6v-6h-3c0-2 1-3.4 2.7-4.1L9.5 6zm9 0c-3 1-5 3.6-5 7v5h6v-6h-3c0-2 1-3.4 2.7-4.1L18.5 6z" />
    </svg>
  );
}

/** WhatsApp in strokes: the events' call to book. */
export function WhatsappLineIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.6l-4.5.9z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 .8a5 5 0 0 1-2.7-2.7l.8-1-1-2L9 8.5z" />
    </svg>
  );
}

export function AndroidIcon(props: IconProps) {
  return (
    <svg {...base} width={26} height={26} fill="currentColor" stroke="none" {...props}>
      <path d="M6 9h12v8a1.5 1.5 0 0 1-1.5 1.5H16V21a1.2 1.2 0 0 1-2.4 0v-2.5h-3.2V21A1.2 1.2 0 0 1 8 21v-2.5h-.5A1.5 1.5 0 0 1 6 17V9zm-2.8.2a1.2 1.2 0 0 1 2.4 0v5.6a1.2 1.2 0 0 1-2.4 0V9.2zm15.2 0a1.2 1.2 0 0 1 2.4 0v5.6a1.2 1.2 0 0 1-2.4 0V9.2zM6.1 8a6 6 0 0 1 3-4.6L8.2 1.9a.3.3 0 0 1 .5-.3l1 1.6a6.2 6.2 0 0 1 4.6 0l1-1.6a.3.3 0 0 1 .5.3l-.9 1.5A6 6 0 0 1 17.9 8H6.1zm3.4-2.6a.7.7 0 1 0 0 1.4.7.7 0 0 0 0-1.4zm5 0a.7.7 0 1 0 0 1.4.7.7 0 0 0 0-1.4z" />
    </svg>
  );
}

export function AppleIcon(props: IconProps) {
  return (
    <svg {...base} width={26} height={26} fill="currentColor" stroke="none" {...props}>
      <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4.1zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <svg {...base} width={24} height={24} fill="currentColor" stroke="none" {...props}>
      <path d="M4.5 2.8c-.3.3-.5.8-.5 1.4v15.6c0 .6.2 1.1.5 1.4l8.7-9.2-8.7-9.2zm9.7 10.3l2.6 2.7-10.7 6c-.4.2-.8.3-1.1.2l9.2-8.9zm0-2.2L5 2c.3-.1.7 0 1.1.2l10.7 6-2.6 2.7zm3.6-1.9l3 1.7c.9.5.9 1.3 0 1.8l-3 1.7-2.8-2.6 2.8-2.6z" />
    </svg>
  );
}
