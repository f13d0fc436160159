import { useLayoutEffect, useRef, useState } from 'react';
import { CATEGORY_MESSAGES, type Category, type CategoryMoveBody } from '@guia/contracts';
import { failureText } from '../../components/admin-list/list-tools';
import { CATEGORY_TEXT } from './category-text';

type Direction = CategoryMoveBody['direction'];

interface HomeOrderProps {
  /** home's categories in their order */
  home: Category[];
  onMove: (id: string, direction: Direction) => Promise<unknown>;
}

/**
 * 'Orden en inicio' (issue 20 §9): home's categories as home shows them, each with 'Subir' and
 * 'Bajar'. Keyboard first: a button at the end of the list is aria-disabled (it keeps the focus),
 * and after a move the focus stays on the same button of the moved category; the new place is
 * announced.
 */
export function HomeOrder({ home, onMove }: HomeOrderProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // React moves the row's element; a moved element loses the focus in browsers: give it back
  useLayoutEffect(() => {
    if (!focusAfter) return;
    buttons.current.get(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter, home]);

  const move = async (category: Category, direction: Direction, index: number) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (busy || to < 0 || to >= home.length) return;
    setBusy(true);
    setFailure(null);
    try {
      await onMove(category._id, direction);
      setAnnounce(CATEGORY_MESSAGES.moved(category.nombre, to + 1, home.length));
      setFocusAfter(`${category._id}:${direction}`);
    } catch (err) {
      setFailure(failureText(err, CATEGORY_MESSAGES.moveError));
    } finally {
      setBusy(false);
    }
  };

  const button = (category: Category, direction: Direction, index: number) => {
    const atEnd = direction === 'up' ? index === 0 : index === home.length - 1;
    const key = `${category._id}:${direction}`;
    return (
      <button
        type="button"
        className="btn btn--ghost btn--sm home-order__move"
        ref={(el) => {
          if (el) buttons.current.set(key, el);
          else buttons.current.delete(key);
        }}
        aria-label={direction === 'up' ? CATEGORY_TEXT.moveUpLabel(category.nombre) : CATEGORY_TEXT.moveDownLabel(category.nombre)}
        aria-disabled={atEnd || busy || undefined}
        onClick={() => void move(category, direction, index)}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span> {direction === 'up' ? CATEGORY_TEXT.moveUp : CATEGORY_TEXT.moveDown}
      </button>
    );
  };

  return (
    <section className="home-order" aria-labelledby="home-order-title">
      <h2 id="home-order-title" className="home-order__title">
        {CATEGORY_TEXT.homeOrderTitle}
      </h2>
      {home.length === 0 ? (
        <p className="admin-muted">{CATEGORY_TEXT.homeOrderEmpty}</p>
      ) : (
        <>
          <p className="home-order__lead">{CATEGORY_TEXT.homeOrderLead}</p>
          <ol className="home-order__list">
            {home.map((category, index) => (
              <li key={category._id} className="home-order__item">
                <span className="home-order__position" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="home-order__name">{category.nombre}</span>
                <span className="home-order__actions">
                  {button(category, 'up', index)}
                  {button(category, 'down', index)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}
