import { useDeferredValue, useId, useMemo, useState } from 'react';
import { MSG, ADMIN_MSG } from '@guia/contracts';
import { includesText } from '../../lib/format';
import type { BusinessOption } from './api';

/** Options drawn at once; the search narrows a long list down. */
export const PICKER_MAX_OPTIONS = 200;

interface BusinessPickerProps {
  options: BusinessOption[] | undefined;
  loading: boolean;
  error: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
}

const nameOf = (b: BusinessOption) => b.name.trim() || MSG.fallbackBusinessName;

/**
 * A searchable multi-select of businesses (spec §2: 4 rows visible): a search box over a
 * scrolling list of checkboxes, and the chosen ones as removable chips.
 */
export function BusinessPicker({ options, loading, error, value, onChange }: BusinessPickerProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const listId = useId();
  const hintId = useId();

  const selected = useMemo(() => new Set(value), [value]);
  const matches = useMemo(
    () => (options ?? []).filter((b) => !deferred.trim() || includesText(b.name, deferred.trim())),
    [options, deferred],
  );
  const shown = matches.slice(0, PICKER_MAX_OPTIONS);
  const chosen = useMemo(() => (options ?? []).filter((b) => selected.has(b._id)), [options, selected]);

  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset className="admin-fieldset event-form__group picker">
      <legend className="field__label">Negocios asociados</legend>
      <label className="visually-hidden" htmlFor={searchId}>
        Buscar negocios
      </label>
      <input
        id={searchId}
        className="field__input picker__search"
        type="search"
        placeholder="Buscar negocios..."
        aria-controls={listId}
        aria-describedby={hintId}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div id={listId} className="picker__list" role="group" aria-label="Negocios">
        {loading ? (
          <p className="picker__note" role="status">
            {MSG.loading}
          </p>
        ) : error ? (
          <p className="picker__note picker__note--error" role="alert">
            {ADMIN_MSG.adminBusinessesError}
          </p>
        ) : shown.length === 0 ? (
          <p className="picker__note">{MSG.noBusinesses}</p>
        ) : (
          shown.map((b) => (
            <label key={b._id} className="picker__option">
              <input type="checkbox" checked={selected.has(b._id)} onChange={(e) => toggle(b._id, e.target.checked)} />
              <span title={nameOf(b)}>{nameOf(b)}</span>
            </label>
          ))
        )}
      </div>
      <p id={hintId} className="field__hint">
        {chosen.length === 1 ? '1 negocio seleccionado' : `${chosen.length} negocios seleccionados`}
        {matches.length > shown.length && ` · Mostrando ${shown.length} de ${matches.length}; escribe para filtrar.`}
      </p>
      {chosen.length > 0 && (
        <ul className="chip-list" aria-label="Negocios seleccionados">
          {chosen.map((b) => (
            <li key={b._id} className="picker__chip">
              <span>{nameOf(b)}</span>
              <button type="button" aria-label={`Quitar ${nameOf(b)}`} onClick={() => toggle(b._id, false)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
