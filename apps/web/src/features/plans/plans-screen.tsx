import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { itineraryBodySchema, type Itinerary } from '@guia/contracts';
import { ConfirmDialog } from '../../components/modal/modal';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { planDateText, stopsText, walkText } from './plan-format';
import { LoadingBlock, MetaLine, OfflineCopyNote } from './plan-parts';
import { createPlan, planKeys, plansQuery } from '../../lib/api/itineraries';
import { deletePlan } from './plans-api';
import { usePlansText } from './plans-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { usePlanMessage } from '../../components/plans/itinerary-text';
import './plans.css';

/** 'Nuevo plan': the contracts' own rules for the name and the date (an empty date field: no date). */
const newPlanSchema = z.object({
  name: itineraryBodySchema.shape.name,
  date: z.preprocess((v) => (v === '' || v === undefined ? null : v), itineraryBodySchema.shape.date),
});
type NewPlanInput = z.input<typeof newPlanSchema>;
type NewPlan = z.output<typeof newPlanSchema>;

function NewPlanForm({ userId }: { userId: string }) {
  const text = usePlansText();
  const say = usePlanMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameId = useId();
  const dateId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPlanInput, unknown, NewPlan>({ resolver: zodResolver(newPlanSchema), defaultValues: { name: '', date: '' } });
  const create = useMutation({
    mutationFn: (plan: NewPlan) => createPlan({ name: plan.name, date: plan.date ?? null, stops: [] }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(userId, plan._id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.list(userId) });
      void navigate(paths.plan(plan._id));
    },
  });
  const nameError = say(errors.name?.message);
  const dateError = say(errors.date?.message);

  return (
    <section className="plans-card plans-new" aria-labelledby="plans-new-title">
      <h2 id="plans-new-title" className="plans__subtitle">
        {text.newPlan}
      </h2>
      <form className="plans-new__form" noValidate onSubmit={handleSubmit((plan) => create.mutate(plan))}>
        <div className="field plans-new__name">
          <label className="field__label" htmlFor={nameId}>
            {text.nameLabel}
          </label>
          <input
            id={nameId}
            className="field__input"
            type="text"
            autoComplete="off"
            placeholder={text.namePlaceholder}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            {...register('name')}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className="field plans-new__date">
          <label className="field__label" htmlFor={dateId}>
            {text.dateLabel}
          </label>
          <input
            id={dateId}
            className="field__input"
            type="date"
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${dateId}-error` : undefined}
            {...register('date')}
          />
          {dateError && (
            <p id={`${dateId}-error`} className="field__error">
              {dateError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary plans-new__submit" disabled={create.isPending}>
          {create.isPending ? text.creating : text.create}
        </button>
      </form>
      {create.error && (
        <p className="alert alert--error" role="alert">
          {say(create.error.message)}
        </p>
      )}
    </section>
  );
}

function PlanRow({ plan, onDelete }: { plan: Itinerary; onDelete: (plan: Itinerary) => void }) {
  const text = usePlansText();
  const lang = useLang();
  const walk = walkText(plan.distance_m, lang);
  return (
    <li className="plans-card plan-row">
      <div className="plan-row__text">
        <h2 className="plan-row__name">{plan.name}</h2>
        <MetaLine className="plan-row__meta" parts={[planDateText(plan.date, lang), stopsText(plan.stops.length, lang)]} />
        {walk && <p className="plan-row__walk">{walk}</p>}
      </div>
      <div className="plan-row__actions">
        <Link className="btn btn--primary btn--sm" to={paths.plan(plan._id)}>
          {text.open}
          <span className="visually-hidden"> {plan.name}</span>
        </Link>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDelete(plan)}>
          {text.remove}
          <span className="visually-hidden"> {plan.name}</span>
        </button>
      </div>
    </li>
  );
}

/** /planes (issue 22 §3): the person's plans for the day, a new one, and deleting one after a confirmation. */
export function PlansScreen() {
  const text = usePlansText();
  const say = usePlanMessage();
  const lang = useLang();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const plans = useQuery({ ...plansQuery(userId ?? ''), enabled: !!userId });
  const [doomed, setDoomed] = useState<Itinerary | null>(null);
  const [notice, setNotice] = useState('');
  const remove = useMutation({
    mutationFn: (plan: Itinerary) => deletePlan(plan._id),
    onSuccess: (_answer, plan) => {
      queryClient.setQueryData<Itinerary[]>(planKeys.list(userId!), (list) => list?.filter((p) => p._id !== plan._id));
      queryClient.removeQueries({ queryKey: planKeys.detail(userId!, plan._id) });
      setDoomed(null);
      setNotice(text.deleted);
    },
  });

  let content;
  if (plans.isPending) content = <LoadingBlock text={text.loading} />;
  else if (plans.isError)
    content = (
      <div className="alert alert--error plans__error" role="alert">
        <p>{say(plans.error.message) || text.loadError}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void plans.refetch()}>
          {text.retry}
        </button>
      </div>
    );
  else if (plans.data.length === 0)
    content = (
      <div className="plans-empty">
        <p className="plans-empty__title">{text.empty}</p>
        <p>{text.emptyHint}</p>
      </div>
    );
  else
    content = (
      <ul className="plans-list">
        {plans.data.map((plan) => (
          <PlanRow key={plan._id} plan={plan} onDelete={(p) => {
              remove.reset();
              setDoomed(p);
            }} />
        ))}
      </ul>
    );

  return (
    <div className="plans container">
      <PageTitle title={text.title} />
      <header className="plans__head">
        <h1 className="plans__title">{text.title}</h1>
        <p className="plans__intro">{text.intro}</p>
      </header>
      <OfflineCopyNote />
      <div className="plans__layout">
        <div className="plans__list">{content}</div>
        {userId && <NewPlanForm userId={userId} />}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      <ConfirmDialog
        open={doomed !== null}
        title={text.deleteTitle}
        message={
          <>
            {doomed ? fmt(lang, text.deleteMessage, { name: doomed.name }) : ''}
            {remove.error && (
              <span className="plans__dialog-error" role="alert">
                {say(remove.error.message)}
              </span>
            )}
          </>
        }
        confirmLabel={text.remove}
        cancelLabel={text.cancel}
        busyLabel={text.deleting}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </div>
  );
}
