import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itineraryBodySchema, type Itinerary } from '@guia/contracts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { createPlan, fetchPlan, planBody, planKeys, plansQuery, savePlan } from '../../lib/api/itineraries';
import type { LoginNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { Modal } from '../modal/modal';
import { useAddToPlanText } from './add-to-plan-text';
import { usePlanMessage } from './itinerary-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';

export interface AddToPlanDialogProps {
  businessId: string;
  businessName: string;
  onClose(): void;
}

type Action = { kind: 'add'; plan: Itinerary } | { kind: 'create'; name: string };

/** The plan with the place as its last stop, saved with the version it was read at. */
const appendTo = (plan: Itinerary, businessId: string) => {
  const body = planBody(plan);
  return savePlan(plan._id, { ...body, stops: [...body.stops, { business_id: businessId }] });
};

/** Appends; when the plan changed elsewhere meanwhile (409), reads it again and tries once more. */
async function addToPlan(plan: Itinerary, businessId: string): Promise<Itinerary> {
  try {
    return await appendTo(plan, businessId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    return appendTo(await fetchPlan(plan._id), businessId);
  }
}

/** The dialog of 'Añadir a un plan' (loaded on the first press of the button, add-to-plan.tsx). */
export function AddToPlanDialog({ businessId, businessName, onClose }: AddToPlanDialogProps) {
  const T = useAddToPlanText();
  const { isAuthenticated, isLoading, userId } = useSession();
  const signedIn = isAuthenticated && !!userId;
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Itinerary | null>(null);

  const mutation = useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'add' ? addToPlan(action.plan, businessId) : createPlan({ name: action.name, stops: [{ business_id: businessId }] }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(userId!, plan._id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.list(userId!) });
      setDone(plan);
    },
  });

  let body;
  if (isLoading) body = <p role="status">{T.loading}</p>;
  else if (!signedIn) body = <SignedOut />;
  else if (done) body = <Added plan={done} onClose={onClose} />;
  else body = <Choose userId={userId} businessId={businessId} businessName={businessName} mutation={mutation} />;

  return (
    <Modal open title={T.title} onClose={onClose} busy={mutation.isPending} className="add-to-plan-dialog">
      {body}
    </Modal>
  );
}

function SignedOut() {
  const T = useAddToPlanText();
  const location = useLocation();
  return (
    <div className="add-to-plan__signed-out">
      <p>{T.signedOut}</p>
      <Link className="btn btn--primary" to={paths.login} state={{ from: location } satisfies LoginNavState}>
        {T.login}
      </Link>
    </div>
  );
}

function Added({ plan, onClose }: { plan: Itinerary; onClose(): void }) {
  const T = useAddToPlanText();
  const lang = useLang();
  const message = useRef<HTMLParagraphElement>(null);
  // the list and the form are gone: the focus goes to what happened, so it is read out
  useEffect(() => message.current?.focus({ preventScroll: true }), []);
  return (
    <div className="add-to-plan__done">
      <p ref={message} className="alert alert--success" role="status" tabIndex={-1}>
        {fmt(lang, T.added, { plan: plan.name })}
      </p>
      <div className="add-to-plan__done-actions">
        <Link className="btn btn--primary" to={paths.plan(plan._id)} onClick={onClose}>
          {T.seePlan}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {T.done}
        </button>
      </div>
    </div>
  );
}

interface ChooseProps {
  userId: string;
  businessId: string;
  businessName: string;
  mutation: ReturnType<typeof useMutation<Itinerary, Error, Action>>;
}

function Choose({ userId, businessId, businessName, mutation }: ChooseProps) {
  const T = useAddToPlanText();
  const lang = useLang();
  const say = usePlanMessage();
  const plans = useQuery(plansQuery(userId));
  const listId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const pending = mutation.isPending ? mutation.variables : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = itineraryBodySchema.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(say(checked.error.issues[0]?.message) ?? null);
      return;
    }
    setNameError(null);
    mutation.mutate({ kind: 'create', name: checked.data });
  };

  let list;
  if (plans.isPending) {
    list = <p role="status">{T.loading}</p>;
  } else if (plans.isError) {
    list = (
      <div className="alert alert--error add-to-plan__load-error" role="alert">
        <p>{T.loadError}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void plans.refetch()}>
          {T.retry}
        </button>
      </div>
    );
  } else if (plans.data.length === 0) {
    list = <p className="add-to-plan__empty">{T.empty}</p>;
  } else {
    list = (
      <ul className="add-to-plan__plans" aria-labelledby={listId}>
        {plans.data.map((plan) => {
          const here = pending?.kind === 'add' && pending.plan._id === plan._id;
          const includes = plan.stops.some((s) => s.business_id === businessId);
          return (
            <li key={plan._id}>
              <button type="button" className="add-to-plan__plan" disabled={mutation.isPending} onClick={() => mutation.mutate({ kind: 'add', plan })}>
                <span className="add-to-plan__plan-name">{plan.name}</span>
                <span className="add-to-plan__plan-meta">
                  {here ? T.adding : `${fmt(lang, T.stops, { count: plan.stops.length })}${includes ? ` · ${T.alreadyIn}` : ''}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="add-to-plan__choose">
      <p className="add-to-plan__intro">{fmt(lang, T.intro, { place: businessName })}</p>
      {mutation.error && (
        <p className="alert alert--error" role="alert">
          {say(mutation.error.message)}
        </p>
      )}
      <h3 id={listId} className="add-to-plan__subtitle">
        {T.yourPlans}
      </h3>
      {list}
      <form className="add-to-plan__new" noValidate onSubmit={submit}>
        <h3 className="add-to-plan__subtitle">{T.newPlan}</h3>
        <div className="field">
          <label className="field__label" htmlFor={nameId}>
            {T.nameLabel}
          </label>
          <input
            id={nameId}
            className="field__input"
            type="text"
            autoComplete="off"
            placeholder={T.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {pending?.kind === 'create' ? T.creating : T.create}
        </button>
      </form>
    </div>
  );
}
