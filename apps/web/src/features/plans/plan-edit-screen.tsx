import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_LIMITS, ITINERARY_MESSAGES, itineraryBodySchema, type Itinerary, type ItineraryBody, type ItineraryPlace, type Lang } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/use-session';
import { planDateText, stopsText, walkingMetres } from './plan-format';
import { LoadingBlock, MetaLine, OfflineCopyNote, PlanMapSection, StopPlace, mapPoints } from './plan-parts';
import { AddPlaces } from './add-places';
import { SharePanel } from './share-panel';
import { planKeys, planQuery, savePlan } from '../../lib/api/itineraries';
import { usePlansText } from './plans-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { usePlanMessage, useItineraryMsg } from '../../components/plans/itinerary-text';
import './plans.css';

/** A stop being edited: `key` follows it through moves (focus, React keys). */
export interface DraftStop {
  key: string;
  business_id: string;
  business: ItineraryPlace | null;
  time: string;
  note: string;
}

interface Draft {
  name: string;
  date: string;
  stops: DraftStop[];
}

let nextKey = 0;
const newKey = () => `stop-${(nextKey += 1)}`;

function toDraft(plan: Itinerary): Draft {
  return {
    name: plan.name,
    date: plan.date ?? '',
    stops: plan.stops.map((s) => ({ key: newKey(), business_id: s.business_id, business: s.business, time: s.time ?? '', note: s.note ?? '' })),
  };
}

/** The PUT body of a draft: stops in order, an empty time or note left out, an empty date null. */
function bodyOf(draft: Draft, version: number): ItineraryBody {
  return {
    name: draft.name,
    date: draft.date === '' ? null : draft.date,
    stops: draft.stops.map((s) => ({ business_id: s.business_id, ...(s.time ? { time: s.time } : {}), ...(s.note.trim() ? { note: s.note } : {}) })),
    version,
  };
}

/** What a plan says (not its version or link): to tell whether two answers differ in content. */
const contentOf = (plan: Itinerary) => JSON.stringify(bodyOf(toDraft(plan), 0));

const stopLabel = (stop: DraftStop, index: number, lang: Lang, text: PlansText) => stop.business?.name ?? fmt(lang, text.stopNumber, { number: index + 1 });

type PlansText = ReturnType<typeof usePlansText>;

interface StopItemProps {
  stop: DraftStop;
  index: number;
  count: number;
  onMove(from: number, to: number, via: 'up' | 'down' | 'drag'): void;
  onRemove(index: number): void;
  onChange(index: number, change: Partial<Pick<DraftStop, 'time' | 'note'>>): void;
  dragFrom: number | null;
  setDragFrom(index: number | null): void;
}

function StopItem({ stop, index, count, onMove, onRemove, onChange, dragFrom, setDragFrom }: StopItemProps) {
  const text = usePlansText();
  const lang = useLang();
  const id = useId();
  const label = stopLabel(stop, index, lang, text);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = dragFrom ?? Number(event.dataTransfer.getData('text/plain'));
    setDragFrom(null);
    if (Number.isInteger(from) && from !== index) onMove(from, index, 'drag');
  };
  return (
    <li
      className={`plan-stop${over ? ' plan-stop--over' : ''}${dragFrom === index ? ' plan-stop--dragging' : ''}`}
      data-stop-key={stop.key}
      onDragOver={(event) => {
        if (dragFrom === null && !event.dataTransfer.types?.includes?.('text/plain')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <div className="plan-stop__head">
        <span
          className="plan-stop__handle"
          draggable="true"
          title={text.dragHandle}
          aria-hidden="true"
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', String(index));
            event.dataTransfer.effectAllowed = 'move';
            setDragFrom(index);
          }}
          onDragEnd={() => setDragFrom(null)}
        >
          <span className="plan-stop__number">{index + 1}</span>
          <span className="plan-stop__grip">⠿</span>
        </span>
        <StopPlace stop={stop} />
      </div>
      <div className="plan-stop__fields">
        <div className="field plan-stop__time">
          <label className="field__label" htmlFor={`${id}-time`}>
            {text.timeLabel}
          </label>
          <input id={`${id}-time`} className="field__input" type="time" value={stop.time} onChange={(e) => onChange(index, { time: e.target.value })} />
        </div>
        <div className="field plan-stop__note">
          <label className="field__label" htmlFor={`${id}-note`}>
            {text.noteLabel}
          </label>
          <input
            id={`${id}-note`}
            className="field__input"
            type="text"
            maxLength={ITINERARY_LIMITS.note}
            placeholder={text.notePlaceholder}
            value={stop.note}
            onChange={(e) => onChange(index, { note: e.target.value })}
          />
        </div>
      </div>
      <div className="plan-stop__actions">
        <button type="button" className="btn btn--ghost btn--sm" data-move="up" disabled={index === 0} onClick={() => onMove(index, index - 1, 'up')}>
          {text.moveUp}
          <span className="visually-hidden"> {label}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--sm" data-move="down" disabled={index === count - 1} onClick={() => onMove(index, index + 1, 'down')}>
          {text.moveDown}
          <span className="visually-hidden"> {label}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--sm plan-stop__remove" onClick={() => onRemove(index)}>
          {text.removeStop}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}

function PlanEditor({ initial, userId, onReload, reloading }: { initial: Itinerary; userId: string; onReload(): void; reloading: boolean }) {
  const text = usePlansText();
  const lang = useLang();
  const say = usePlanMessage();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<{ name?: string; date?: string; general?: string }>({});
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const focusAfterMove = useRef<{ key: string; via: 'up' | 'down' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const nameId = useId();
  const dateId = useId();

  const dirty = JSON.stringify(bodyOf(draft, 0)) !== contentOf(base);
  const edit = (change: (d: Draft) => Draft) => {
    setSaved(false);
    setDraft(change);
  };

  const move = useCallback((from: number, to: number, via: 'up' | 'down' | 'drag') => {
    setSaved(false);
    setDraft((d) => {
      if (to < 0 || to >= d.stops.length || from === to) return d;
      const stops = [...d.stops];
      const [moved] = stops.splice(from, 1);
      stops.splice(to, 0, moved!);
      if (via !== 'drag') focusAfterMove.current = { key: moved!.key, via };
      return { ...d, stops };
    });
    setAnnouncement(fmt(lang, text.moved, { position: to + 1 }));
  }, [lang, text]);

  // the focus follows the moved stop (its same button, or the other one at either end)
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = list.current?.querySelector<HTMLElement>(`[data-stop-key="${target.key}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.via}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${target.via === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [draft.stops]);

  const removeStop = (index: number) => {
    const stop = draft.stops[index];
    if (!stop) return;
    edit((d) => ({ ...d, stops: d.stops.filter((_, i) => i !== index) }));
    setAnnouncement(fmt(lang, text.removedStop, { name: stopLabel(stop, index, lang, text) }));
    // the focus goes to the stop now in its place, else the list's heading
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>('li');
      const next = items?.[Math.min(index, (items?.length ?? 1) - 1)]?.querySelector<HTMLButtonElement>('.plan-stop__remove');
      (next ?? document.getElementById('plan-stops-title'))?.focus();
    });
  };

  const addPlace = (place: ItineraryPlace): string | null => {
    if (draft.stops.length >= ITINERARY_LIMITS.stops) return ITINERARY_MESSAGES.tooManyStops;
    if (draft.stops[draft.stops.length - 1]?.business_id === place._id) return text.alreadyLast;
    edit((d) => ({ ...d, stops: [...d.stops, { key: newKey(), business_id: place._id, business: place, time: '', note: '' }] }));
    return null;
  };

  const accept = (plan: Itinerary) => {
    setBase(plan);
    queryClient.setQueryData(planKeys.detail(userId, plan._id), plan);
    // asked again, so the copy kept on the phone for offline use is the saved one
    void queryClient.invalidateQueries({ queryKey: planKeys.list(userId) });
    void queryClient.invalidateQueries({ queryKey: planKeys.detail(userId, plan._id) });
  };

  const save = useMutation({
    mutationFn: (body: ItineraryBody) => savePlan(base._id, body),
    onSuccess: (plan) => {
      accept(plan);
      setDraft(toDraft(plan));
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else setErrors({ general: say(error.message) });
    },
  });

  const onSave = () => {
    setSaved(false);
    setStale(false);
    const body = bodyOf(draft, base.version);
    const checked = itineraryBodySchema.safeParse(body);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'date') next[field] ??= say(issue.message);
        else next.general ??= say(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  /** a share answer: its link, and its version when nothing else changed meanwhile (a later save must not conflict with our own share) */
  const onShared = (plan: Itinerary) => {
    const sameContent = contentOf(plan) === contentOf(base);
    const next = { ...base, share_token: plan.share_token ?? null, ...(sameContent ? { version: plan.version, updated_at: plan.updated_at } : {}) };
    setBase(next);
    queryClient.setQueryData(planKeys.detail(userId, plan._id), plan);
    void queryClient.invalidateQueries({ queryKey: planKeys.list(userId) });
  };

  const metres = walkingMetres(draft.stops.map((s) => s.business));
  const points = useMemo(() => mapPoints(draft.stops), [draft.stops]);

  return (
    <div className="plans plan-edit container">
      <PageTitle title={base.name} />
      <Link className="plans__back" to={paths.plans}>
        <span aria-hidden="true">← </span>
        {text.back}
      </Link>
      <header className="plans__head">
        <h1 className="plans__title">{base.name}</h1>
        <MetaLine parts={[planDateText(base.date, lang), stopsText(base.stops.length, lang)]} />
      </header>
      <OfflineCopyNote />
      <div className="plan-layout">
        <section className="plans-card plan-layout__details" aria-labelledby="plan-details-title">
          <h2 id="plan-details-title" className="plans__subtitle">
            {text.details}
          </h2>
          <div className="plan-details">
            <div className="field plan-details__name">
              <label className="field__label" htmlFor={nameId}>
                {text.nameLabel}
              </label>
              <input
                id={nameId}
                className="field__input"
                type="text"
                autoComplete="off"
                maxLength={ITINERARY_LIMITS.name + 20}
                value={draft.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${nameId}-error` : undefined}
                onChange={(e) => edit((d) => ({ ...d, name: e.target.value }))}
              />
              {errors.name && (
                <p id={`${nameId}-error`} className="field__error">
                  {errors.name}
                </p>
              )}
            </div>
            <div className="field plan-details__date">
              <label className="field__label" htmlFor={dateId}>
                {text.dateLabel}
              </label>
              <input
                id={dateId}
                className="field__input"
                type="date"
                value={draft.date}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? `${dateId}-error` : undefined}
                onChange={(e) => edit((d) => ({ ...d, date: e.target.value }))}
              />
              {errors.date && (
                <p id={`${dateId}-error`} className="field__error">
                  {errors.date}
                </p>
              )}
            </div>
          </div>
        </section>

        <section className="plans-card plan-layout__stops" aria-labelledby="plan-stops-title">
          <h2 id="plan-stops-title" className="plans__subtitle" tabIndex={-1}>
            {text.stopsTitle}
          </h2>
          {draft.stops.length === 0 && <p className="plans__hint">{text.stopsEmpty}</p>}
          <ol ref={list} className="plan-stops" aria-label={text.stopsList}>
            {draft.stops.map((stop, index) => (
              <StopItem
                key={stop.key}
                stop={stop}
                index={index}
                count={draft.stops.length}
                onMove={move}
                onRemove={removeStop}
                onChange={(i, change) => edit((d) => ({ ...d, stops: d.stops.map((s, j) => (j === i ? { ...s, ...change } : s)) }))}
                dragFrom={dragFrom}
                setDragFrom={setDragFrom}
              />
            ))}
          </ol>
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          <div className="plan-save">
            {dirty && !saved && <p className="plan-save__unsaved">{text.unsaved}</p>}
            <button type="button" className="btn btn--primary" onClick={onSave} disabled={save.isPending || reloading}>
              {save.isPending ? text.saving : text.save}
            </button>
            <p className="plan-save__status" role="status" aria-live="polite">
              {saved ? text.saved : ''}
            </p>
          </div>
          {stale && (
            <div className="alert alert--warning plan-save__stale" role="alert">
              <p>{text.staleWrite}</p>
              <button type="button" className="btn btn--ghost btn--sm" onClick={onReload} disabled={reloading}>
                {text.reload}
              </button>
            </div>
          )}
          {errors.general && (
            <p className="alert alert--error" role="alert">
              {errors.general}
            </p>
          )}
        </section>

        <div className="plan-layout__map">
          <PlanMapSection points={points} metres={metres} />
        </div>

        <AddPlaces userId={userId} onAdd={addPlace} />

        <SharePanel plan={base} name={base.name} dirty={dirty} onChange={onShared} />
      </div>
    </div>
  );
}

/** /planes/:id (issue 22 §3): one plan to edit, reorder, fill, see on the map and share. */
export function PlanEditScreen() {
  const text = usePlansText();
  const itinerary = useItineraryMsg();
  const say = usePlanMessage();
  const { id = '' } = useParams();
  const { userId } = useSession();
  const plan = useQuery({ ...planQuery(userId ?? '', id), enabled: !!userId && !!id });
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      await plan.refetch();
      setGeneration((g) => g + 1);
    } finally {
      setReloading(false);
    }
  };

  if (plan.isPending) {
    return (
      <div className="plans container">
        <PageTitle title={text.title} />
        <LoadingBlock text={text.planLoading} />
      </div>
    );
  }
  if (plan.isError) {
    return (
      <div className="plans container">
        <PageTitle title={text.title} />
        <Link className="plans__back" to={paths.plans}>
          <span aria-hidden="true">← </span>
        {text.back}
        </Link>
        <h1 className="plans__title">{text.title}</h1>
        <p className="alert alert--error" role="alert">
          {plan.error instanceof ApiError && plan.error.status === 404 ? itinerary.notFound : say(plan.error.message)}
        </p>
      </div>
    );
  }
  return <PlanEditor key={`${plan.data._id}-${generation}`} initial={plan.data} userId={userId!} onReload={() => void reload()} reloading={reloading} />;
}
