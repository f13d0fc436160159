import { z } from './zod';
import { MAX_PAGE, objectIdSchema, pageOf, pageParam } from './common';
import { TODAY_STATUS_TEXT, type TodayStatusKind } from './today-status';
import { PAYMENT_LABELS, surchargeText, type PaymentMethod } from './payments';
import { OWNER_DETAIL_FIELDS, OWNER_DETAIL_LABELS } from './owner-details';
import { photosChangeText } from './owner-photos';

/**
 * What owners change is recorded (issue 21 §1): who, when, what it was and what it became; an
 * admin sees the list and can undo the latest change of each kind of a business.
 */
export const CHANGE_KINDS = ['menu', 'status', 'payments', 'details', 'photos', 'created'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_KIND_TEXT: Record<ChangeKind, string> = { menu: 'Menú', status: 'Estado de hoy', payments: 'Formas de pago', details: 'Ficha', photos: 'Fotos', created: 'Alta desde OpenStreetMap' };

export const CHANGE_LIMITS = { pageMax: 50 } as const;

export const CHANGE_MESSAGES = {
  notFound: 'Este cambio no existe',
  alreadyReverted: 'Este cambio ya se deshizo',
  notLatest: 'Solo se puede deshacer el último cambio de cada tipo: deshaz antes los posteriores',
  /** issue 24: a business added to the guide from an OpenStreetMap place (an approved request) */
  notUndoable: 'Un alta no se deshace: si el negocio no debe estar en la guía, puedes eliminar el negocio en la lista de negocios',
} as const;

export const changeSchema = z.object({
  _id: objectIdSchema,
  business_id: objectIdSchema,
  /** null when the business left the guide */
  business_name: z.string().nullable(),
  user_id: objectIdSchema,
  user_name: z.string(),
  /** made by the business's owner (false: by an admin) */
  by_owner: z.boolean(),
  kind: z.enum(CHANGE_KINDS),
  /** a Spanish line saying what changed */
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  reverted_at: z.string().optional(),
});
export type Change = z.infer<typeof changeSchema>;

export const changesQuerySchema = z.object({
  business_id: objectIdSchema.optional(),
  page: pageParam(1, MAX_PAGE),
});

export const changesPageSchema = pageOf(changeSchema);

interface MenuShape {
  dishes?: unknown[];
}
const dishCount = (sections: unknown) => (Array.isArray(sections) ? (sections as MenuShape[]).reduce((n, s) => n + (Array.isArray(s?.dishes) ? s.dishes.length : 0), 0) : 0);
const count = (n: number, one: string, many: string) => `${new Intl.NumberFormat('es').format(n)} ${n === 1 ? one : many}`;

/** 'Menú: 2 secciones y 14 platos → 3 secciones y 15 platos' */
export function changeSummary(kind: ChangeKind, before: unknown, after: unknown): string {
  if (kind === 'status') {
    // 'Estado de hoy: ninguno → Sin corriente — cerrado' (issue 21 §4)
    const said = (s: unknown) => TODAY_STATUS_TEXT[(s as { kind?: TodayStatusKind } | null)?.kind as TodayStatusKind] ?? 'ninguno';
    return `${CHANGE_KIND_TEXT.status}: ${said(before)} → ${said(after)}`;
  }
  if (kind === 'payments') {
    // 'Formas de pago: Efectivo CUP → Efectivo CUP, Transfermóvil (+10 % con pago electrónico)' (issue 21 §3)
    const said = (p: unknown) => {
      const v = (p ?? {}) as { payments?: PaymentMethod[]; payment_surcharge_pct?: number | null };
      const names = (v.payments ?? []).map((m) => PAYMENT_LABELS[m] ?? m).join(', ') || 'ninguna';
      return typeof v.payment_surcharge_pct === 'number' && v.payment_surcharge_pct > 0 ? `${names} (${surchargeText(v.payment_surcharge_pct)})` : names;
    };
    return `${CHANGE_KIND_TEXT.payments}: ${said(before)} → ${said(after)}`;
  }
  if (kind === 'details') {
    // 'Ficha: descripción, horario' (issue 21 §1): the fields changed; before/after hold only those
    const keys = Object.keys({ ...((before ?? {}) as object), ...((after ?? {}) as object) });
    const names = OWNER_DETAIL_FIELDS.filter((f) => keys.includes(f)).map((f) => OWNER_DETAIL_LABELS[f]);
    return `${CHANGE_KIND_TEXT.details}: ${names.join(', ') || 'sin cambios'}`;
  }
  // 'Fotos: 1 añadida (3 en total)' (issue 21 §1): before/after hold { photos, thumbnails }
  if (kind === 'created') {
    // 'Alta desde OpenStreetMap: Paladar Los Amigos (node/4242)' (issue 24): after holds what OSM knew and the object
    const made = (after ?? {}) as { name?: string; osm?: string };
    return `${CHANGE_KIND_TEXT.created}: ${made.name ?? ''}${made.osm ? ` (${made.osm})` : ''}`;
  }
  if (kind === 'photos') return `${CHANGE_KIND_TEXT.photos}: ${photosChangeText(before, after)}`;
  const describe = (sections: unknown) => {
    const s = Array.isArray(sections) ? sections.length : 0;
    return `${count(s, 'sección', 'secciones')} y ${count(dishCount(sections), 'plato', 'platos')}`;
  };
  return `${CHANGE_KIND_TEXT[kind]}: ${describe(before)} → ${describe(after)}`;
}
