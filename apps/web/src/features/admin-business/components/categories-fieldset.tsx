import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { ADMIN_MSG, MSG, type Category } from '@guia/contracts';
import { categoryOptionsQuery } from '../api/categories';
import type { BusinessFormValues } from '../business-form-model';
import { categoryLabelOf, labelsCategory, sameLabel } from '../category-labels';
import { FieldHint } from './form-field';
import { onEnter, type FieldIds } from './field-ids';

/**
 * 'Categorías': the guide's categories as checkboxes and custom tags (spec §5), one list of labels
 * in the form's `categories`. A ticked category is stored by its Spanish name; a tag that names a
 * category ticks it instead of becoming a tag.
 */
export function CategoriesFieldset({ ids }: { ids: FieldIds }) {
  const categories = useQuery(categoryOptionsQuery());
  const { control } = useFormContext<BusinessFormValues>();
  const { field } = useController({ control, name: 'categories' });
  const selected = field.value;
  const [tagText, setTagText] = useState('');

  const known = categories.data ?? [];
  const customTags = selected.filter((s) => !known.some((c) => labelsCategory(c, s)));

  const toggleCategory = (category: Category, on: boolean) => {
    if (on) {
      if (!selected.some((s) => labelsCategory(category, s))) field.onChange([...selected, category.nombre]);
      return;
    }
    field.onChange(selected.filter((s) => !labelsCategory(category, s)));
  };

  const addTag = () => {
    const tag = tagText.trim();
    if (!tag) return;
    if (!selected.some((s) => sameLabel(s, tag))) {
      const match = known.find((c) => sameLabel(c.nombre, tag));
      field.onChange([...selected, match ? match.nombre : tag]);
    }
    setTagText('');
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Categorías</legend>
      {categories.isPending && (
        <p className="admin-muted" role="status">
          {MSG.loading}
        </p>
      )}
      {categories.isError && (
        <p className="alert alert--error" role="alert">
          {ADMIN_MSG.adminCategoriesError}
        </p>
      )}
      {known.length > 0 && (
        <div className="checkbox-grid">
          {known.map((c) => (
            <label key={c._id} className="checkbox">
              <input type="checkbox" checked={selected.some((s) => labelsCategory(c, s))} onChange={(event) => toggleCategory(c, event.target.checked)} />
              {c.nombre}
            </label>
          ))}
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids('tag')}>
          Etiqueta personalizada
        </label>
        <div className="inline-add">
          <input
            id={ids('tag')}
            className="field__input"
            type="text"
            value={tagText}
            autoComplete="off"
            aria-describedby={`${ids('tag')}-hint`}
            onChange={(event) => setTagText(event.target.value)}
            onKeyDown={onEnter(addTag)}
          />
          <button type="button" className="btn btn--ghost" onClick={addTag} disabled={!tagText.trim()}>
            Añadir etiqueta
          </button>
        </div>
        <FieldHint id={ids('tag')}>Pulsa Intro o «Añadir etiqueta». Se guardan junto a las categorías marcadas.</FieldHint>
      </div>
      {customTags.length > 0 && (
        <ul className="chip-list" aria-label="Etiquetas personalizadas">
          {customTags.map((tag) => (
            <li key={tag} className="chip">
              {categoryLabelOf(tag, known)}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Quitar la etiqueta ${categoryLabelOf(tag, known)}`}
                onClick={() => field.onChange(selected.filter((s) => s !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
