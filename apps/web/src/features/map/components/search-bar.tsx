import { useId, useState, type FormEvent } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import { SearchIcon } from '../../../components/icons/map-icons';
import { SEARCH_MAX_LENGTH } from '../map-entry';
import { useMapText } from '../map-text';

export interface SearchBarProps {
  /** The search being shown (null: none), so the input follows it when it is cleared elsewhere. */
  active: string | null;
  onSearch(q: string): void;
  onClear(): void;
}

/**
 * The floating search bar (DESIGN §9: it searches). Enter or the button searches; an empty
 * submit, the clear button or emptying the field returns to the nearby places.
 */
export function SearchBar({ active, onSearch, onClear }: SearchBarProps) {
  const words = useMapText();
  const id = useId();
  const [text, setText] = useState(active ?? '');
  const [shown, setShown] = useState(active);
  // the search was cleared elsewhere (Examinar, a filter): empty the field too
  if (active !== shown) {
    setShown(active);
    if (active === null) setText('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
    else onClear();
  };

  return (
    <form className="map-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {words.searchLabel}
      </label>
      <input
        id={id}
        className="map-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={words.searchPlaceholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && active !== null) onClear();
        }}
      />
      {text && (
        <button
          type="button"
          className="map-search__clear"
          aria-label={words.clearSearchLabel}
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          <CloseIcon width={18} height={18} />
        </button>
      )}
      <button type="submit" className="map-search__submit" aria-label={words.searchButton}>
        <SearchIcon />
      </button>
    </form>
  );
}
