import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MENU_LIMITS, MSG, RATE_MAX_AGE_DAYS, convertCup, menuBodySchema, type LatestRate, type Menu, type MenuBody } from '@guia/contracts';
import type { Flash } from '../../components/flash/flash';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { countText } from '../../lib/business-info';
import { latestRateQuery, menuQuery, useSaveMenu } from './api';
import { OWNER_TEXT as T } from './owner-text';
import './owner.css';

interface DishForm {
  name: string;
  description: string;
  /** as typed ('2600,50'): the contracts read it */
  price_cup: string;
  sold_out: boolean;
  /** kept as it was (no editor for it yet) */
  photo?: string;
}
interface SectionForm {
  name: string;
  dishes: DishForm[];
}
interface MenuForm {
  sections: SectionForm[];
}

const number = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });
const priceText = (n: number) => String(n).replace('.', ',');
const dayText = (date: string) => date.split('-').reverse().join('/');
const EMPTY_DISH: DishForm = { name: '', description: '', price_cup: '', sold_out: false };

const toForm = (menu: Menu): MenuForm => ({
  sections: menu.sections.map((s) => ({
    name: s.name,
    dishes: s.dishes.map((d) => ({
      name: d.name,
      description: d.description ?? '',
      price_cup: priceText(d.price_cup),
      sold_out: d.sold_out,
      ...(d.photo ? { photo: d.photo } : {}),
    })),
  })),
});

const toBody = (form: MenuForm, version: number) => ({
  version,
  sections: form.sections.map((s) => ({
    name: s.name,
    dishes: s.dishes.map((d) => ({
      name: d.name,
      ...(d.description.trim() ? { description: d.description } : {}),
      price_cup: d.price_cup,
      ...(d.photo ? { photo: d.photo } : {}),
      sold_out: d.sold_out,
    })),
  })),
});

/** A price as typed, read as the contracts read it; null when it is not one yet. */
function typedPrice(value: string): number | null {
  const t = value.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return n >= MENU_LIMITS.minPrice && n <= MENU_LIMITS.maxPrice ? n : null;
}

/** The name of a field an issue's path points at ('sections.0.dishes.1.price_cup'), when it is one the form shows. */
function fieldOf(path: PropertyKey[]): string | null {
  const p = path.map(String);
  if (p.length === 3 && p[0] === 'sections' && p[2] === 'name') return p.join('.');
  if (p.length === 5 && p[0] === 'sections' && p[2] === 'dishes' && ['name', 'description', 'price_cup'].includes(p[4]!)) return p.join('.');
  return null;
}

/**
 * /mis-negocios/:id/menu (issue 21 §2): the owner (or an admin) writes the menu: sections and
 * dishes with a price in CUP, previewed in USD and EUR at the day's rate, 'Agotado', reordered with
 * 'Subir' and 'Bajar'. Saved whole with the version read: when someone saved in between, the menu
 * as it is now is loaded and the person is told.
 */
export function MenuEditorScreen() {
  const { id = '' } = useParams();
  const business = useQuery(businessQuery(id));
  const menu = useQuery(menuQuery(id));
  const rate = useQuery(latestRateQuery());
  const name = business.data?.name;
  const title = name ? T.menuOf(name) : T.menuTitle;

  return (
    <div className="owner owner--narrow container">
      <PageTitle title={title} />
      <header className="owner__header">
        <Link className="owner__back" to={paths.myBusinesses}>
          {T.back}
        </Link>
        <h1 className="owner__title">{title}</h1>
        <p className="owner__lead">{T.editorLead}</p>
      </header>
      {menu.isPending ? (
        <p className="owner-state" role="status">
          <span className="loading-screen__spinner" aria-hidden="true" />
          {MSG.loading}
        </p>
      ) : menu.isError ? (
        <div className="owner-state">
          <p className="alert alert--error" role="alert">
            {menu.error instanceof ApiError && menu.error.serverMessage ? menu.error.serverMessage : T.menuLoadError}
          </p>
        </div>
      ) : (
        <MenuEditor businessId={id} menu={menu.data} rate={rate.data} reload={() => menu.refetch()} />
      )}
    </div>
  );
}

interface EditorProps {
  businessId: string;
  menu: Menu;
  rate: LatestRate | undefined;
  reload: () => Promise<{ data?: Menu }>;
}

function MenuEditor({ businessId, menu, rate, reload }: EditorProps) {
  const save = useSaveMenu(businessId);
  const [version, setVersion] = useState(menu.version);
  const [notice, setNotice] = useState<Flash | null>(null);
  const form = useForm<MenuForm>({ defaultValues: toForm(menu) });
  const { control, register, handleSubmit, reset, setError, clearErrors, setFocus, formState } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const watched = useWatch({ control, name: 'sections' }) ?? [];
  const dishTotal = watched.reduce((n, s) => n + (s?.dishes?.length ?? 0), 0);
  const focusAfter = useFocusAfterMove();

  const fresh = rate?.rate && !rate.stale ? rate.rate : null;

  const submit = async (values: MenuForm) => {
    clearErrors();
    setNotice(null);
    const checked = menuBodySchema.safeParse(toBody(values, version));
    if (!checked.success) {
      let first: string | null = null;
      let general: string | null = null;
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path);
        if (field) {
          setError(field as 'sections.0.name', { type: 'validate', message: issue.message });
          first ??= field;
        } else general ??= issue.message;
      }
      setNotice({ kind: 'error', text: general ?? T.fixErrors });
      if (first) setFocus(first as 'sections.0.name');
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.data as MenuBody);
      setVersion(saved.version);
      reset(toForm(saved));
      setNotice({ kind: 'success', text: T.saved });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const now = await reload();
        if (now.data) {
          setVersion(now.data.version);
          reset(toForm(now.data));
        }
        setNotice({ kind: 'error', text: T.stale });
        return;
      }
      setNotice({ kind: 'error', text: err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.requestError });
    }
  };

  const addSection = () => {
    clearErrors();
    sections.append({ name: '', dishes: [] }, { shouldFocus: true, focusName: `sections.${sections.fields.length}.name` });
  };

  const fmt = (n: number) => number.format(n);
  return (
    <form className="menu-editor" noValidate onSubmit={handleSubmit(submit)} aria-label={T.menuTitle}>
      <div className="menu-editor__facts">
        <p>{T.limits(fmt(MENU_LIMITS.sections), fmt(MENU_LIMITS.dishes), fmt(MENU_LIMITS.minPrice), fmt(MENU_LIMITS.maxPrice))}</p>
        {rate && !fresh && <p className="alert alert--warning">{rate.rate ? T.rateStale(RATE_MAX_AGE_DAYS) : T.rateNone}</p>}
      </div>

      {sections.fields.length === 0 ? (
        <p className="owner-state">{T.empty}</p>
      ) : (
        <ol className="menu-editor__list">
          {sections.fields.map((field, index) => (
            <li key={field.id}>
              <SectionEditor
                control={control}
                register={register}
                errors={formState.errors}
                index={index}
                fieldId={field.id}
                count={sections.fields.length}
                canAddDish={dishTotal < MENU_LIMITS.dishes}
                rate={fresh}
                focusAfter={focusAfter}
                onMove={(to) => {
                  clearErrors();
                  sections.move(index, to);
                  focusAfter.request(field.id, to > index ? 'down' : 'up');
                }}
                onRemove={() => {
                  clearErrors();
                  sections.remove(index);
                }}
              />
            </li>
          ))}
        </ol>
      )}

      <div className="menu-tools">
        <button type="button" className="btn btn--ghost" onClick={addSection} disabled={sections.fields.length >= MENU_LIMITS.sections}>
          {T.addSection}
        </button>
        {sections.fields.length >= MENU_LIMITS.sections && <span className="owner-muted">{T.sectionsFull}</span>}
        {dishTotal >= MENU_LIMITS.dishes && <span className="owner-muted">{T.dishesFull}</span>}
      </div>

      <div className="menu-editor__bar">
        <p>
          {T.count(countText(sections.fields.length, T.sectionOne, T.sectionMany), countText(dishTotal, T.dishOne, T.dishMany), fmt(MENU_LIMITS.dishes))}
          {formState.isDirty && ` · ${T.unsaved}`}
        </p>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </button>
      </div>
      <div aria-live="polite">
        {notice?.kind === 'success' && (
          <p className="alert alert--success" role="status">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.kind === 'error' && (
        <p className="alert alert--error" role="alert">
          {notice.text}
        </p>
      )}
    </form>
  );
}

/**
 * After 'Subir' or 'Bajar' the moved item's DOM node may be re-inserted (and lose the focus): put
 * the focus back on the same button of the moved item, or on its other one when that end is reached.
 */
function useFocusAfterMove() {
  return {
    request: (key: string, dir: 'up' | 'down') => {
      // after React has drawn the new order
      setTimeout(() => {
        const pick = (d: string) => document.querySelector<HTMLButtonElement>(`[data-move="${key}:${d}"]`);
        const first = pick(dir);
        (first && !first.disabled ? first : pick(dir === 'up' ? 'down' : 'up'))?.focus();
      }, 0);
    },
  };
}
type FocusAfter = ReturnType<typeof useFocusAfterMove>;

interface SectionProps {
  control: Control<MenuForm>;
  register: UseFormRegister<MenuForm>;
  errors: FieldErrors<MenuForm>;
  index: number;
  fieldId: string;
  count: number;
  canAddDish: boolean;
  rate: LatestRate['rate'];
  focusAfter: FocusAfter;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SectionEditor({ control, register, errors, index, fieldId, count, canAddDish, rate, focusAfter, onMove, onRemove }: SectionProps) {
  const id = useId();
  const dishes = useFieldArray({ control, name: `sections.${index}.dishes` });
  const sectionName = useWatch({ control, name: `sections.${index}.name` })?.trim() || T.unnamedSection(index + 1);
  const error = errors.sections?.[index]?.name?.message;

  return (
    <fieldset className="menu-section">
      <legend>{T.section(index + 1)}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {T.sectionName}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="off"
          placeholder={T.sectionPlaceholder}
          maxLength={MENU_LIMITS.sectionName + 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          {...register(`sections.${index}.name`)}
        />
        {error && (
          <p id={`${id}-name-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <div className="menu-tools">
        <button type="button" className="btn btn--ghost btn--sm" data-move={`${fieldId}:up`} aria-label={T.moveSectionUp(sectionName)} disabled={index === 0} onClick={() => onMove(index - 1)}>
          {T.moveUp}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          data-move={`${fieldId}:down`}
          aria-label={T.moveSectionDown(sectionName)}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          {T.moveDown}
        </button>
        <button type="button" className="btn btn--ghost btn--sm btn--danger-ghost" aria-label={T.removeSection(sectionName)} onClick={onRemove}>
          {T.remove}
        </button>
      </div>

      {dishes.fields.length > 0 && (
        <ol className="menu-dishes">
          {dishes.fields.map((dish, d) => (
            <li key={dish.id}>
              <DishEditor
                control={control}
                register={register}
                errors={errors}
                section={index}
                index={d}
                fieldId={dish.id}
                count={dishes.fields.length}
                rate={rate}
                onMove={(to) => {
                  dishes.move(d, to);
                  focusAfter.request(dish.id, to > d ? 'down' : 'up');
                }}
                onRemove={() => dishes.remove(d)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="menu-tools">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canAddDish}
          onClick={() => dishes.append({ ...EMPTY_DISH }, { shouldFocus: true, focusName: `sections.${index}.dishes.${dishes.fields.length}.name` })}
        >
          {T.addDish}
        </button>
      </div>
    </fieldset>
  );
}

interface DishProps {
  control: Control<MenuForm>;
  register: UseFormRegister<MenuForm>;
  errors: FieldErrors<MenuForm>;
  section: number;
  index: number;
  fieldId: string;
  count: number;
  rate: LatestRate['rate'];
  onMove: (to: number) => void;
  onRemove: () => void;
}

function DishEditor({ control, register, errors, section, index, fieldId, count, rate, onMove, onRemove }: DishProps) {
  const id = useId();
  const base = `sections.${section}.dishes.${index}` as const;
  const values = useWatch({ control, name: base });
  const dishName = values?.name?.trim() || T.unnamedDish(index + 1);
  const price = typedPrice(values?.price_cup ?? '');
  const fieldErrors = errors.sections?.[section]?.dishes?.[index];
  const preview = price !== null && rate ? T.preview(number.format(convertCup(price, rate.usd)), number.format(convertCup(price, rate.eur)), dayText(rate.date)) : null;

  const described = (key: string, error: string | undefined, extra?: string | null) =>
    [extra, error ? `${id}-${key}-error` : null].filter(Boolean).join(' ') || undefined;
  const errorOf = (key: 'name' | 'description' | 'price_cup') => fieldErrors?.[key]?.message;

  return (
    <fieldset className={`menu-dish${values?.sold_out ? ' menu-dish--sold-out' : ''}`}>
      <legend>{T.dish(index + 1)}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {T.dishName}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="off"
          placeholder={T.dishPlaceholder}
          aria-invalid={errorOf('name') ? true : undefined}
          aria-describedby={described('name', errorOf('name'))}
          {...register(`${base}.name`)}
        />
        {errorOf('name') && (
          <p id={`${id}-name-error`} className="field__error">
            {errorOf('name')}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-price`}>
          {T.price}
        </label>
        <input
          id={`${id}-price`}
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={errorOf('price_cup') ? true : undefined}
          aria-describedby={described('price_cup', errorOf('price_cup'), preview ? `${id}-preview` : null)}
          {...register(`${base}.price_cup`)}
        />
        {preview && (
          <p id={`${id}-preview`} className="menu-dish__preview">
            {preview}
          </p>
        )}
        {errorOf('price_cup') && (
          <p id={`${id}-price_cup-error`} className="field__error">
            {errorOf('price_cup')}
          </p>
        )}
      </div>
      <div className="field field--wide">
        <label className="field__label" htmlFor={`${id}-description`}>
          {T.description}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          rows={2}
          aria-invalid={errorOf('description') ? true : undefined}
          aria-describedby={described('description', errorOf('description'))}
          {...register(`${base}.description`)}
        />
        {errorOf('description') && (
          <p id={`${id}-description-error`} className="field__error">
            {errorOf('description')}
          </p>
        )}
      </div>
      <div className="menu-dish__tools">
        <label className="checkbox">
          <input type="checkbox" {...register(`${base}.sold_out`)} />
          {T.soldOut}
        </label>
        <div className="menu-tools">
          <button type="button" className="btn btn--ghost btn--sm" data-move={`${fieldId}:up`} aria-label={T.moveDishUp(dishName)} disabled={index === 0} onClick={() => onMove(index - 1)}>
            {T.moveUp}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            data-move={`${fieldId}:down`}
            aria-label={T.moveDishDown(dishName)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            {T.moveDown}
          </button>
          <button type="button" className="btn btn--ghost btn--sm btn--danger-ghost" aria-label={T.removeDish(dishName)} onClick={onRemove}>
            {T.remove}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
