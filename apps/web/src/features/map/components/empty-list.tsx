import { useMapText } from '../map-text';

export interface EmptyListAction {
  label: string;
  onClick(): void;
}

export interface EmptyListProps {
  text: string;
  hint?: string;
  actions?: EmptyListAction[];
}

/**
 * What the list says when it has nothing to show (issue 20 §3): why, and buttons that change what
 * was asked (a wider radius, every category, without 'Abierto ahora', without the search text).
 */
export function EmptyList({ text, hint, actions = [] }: EmptyListProps) {
  const words = useMapText();
  return (
    <div className="map-empty">
      <p className="map-empty__text">{text}</p>
      {hint && <p className="map-empty__hint">{hint}</p>}
      {actions.length > 0 && (
        <ul className="map-empty__actions" aria-label={words.emptyActions}>
          {actions.map((a) => (
            <li key={a.label}>
              <button type="button" className="btn btn--ghost btn--sm" onClick={a.onClick}>
                {a.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
