import type { z } from 'zod';
import { BUSINESS_MESSAGES, PAYMENT_METHODS, TEXT_MESSAGES, businessFormFieldsSchema, businessJsonFields, isPhotoUrl, parseWeekdayText, uniqueLabels, API_MSG } from '@guia/contracts';
import { badRequest } from '../../shared/errors';
import { issueError, parse } from '../../shared/validate';
import type { BusinessPatch, BusinessRecord } from './businesses.repository';
import { isUpload } from './businesses.files';

/**
 * The admin's business form (spec §5, §7: multipart or JSON body) → the record's patch: text
 * fields, JSON-encoded fields (categories, types, hours, plus code, geometry), the photo URLs kept.
 */

const FIELD_RULE_MESSAGES = new Set<string>([BUSINESS_MESSAGES.fieldTooLong, ...Object.values(TEXT_MESSAGES)]);

/** Reads a JSON-encoded form field: undefined when absent or blank; 400 when unparsable or ill-shaped. */
function jsonField<K extends keyof typeof businessJsonFields>(
  body: Record<string, unknown>,
  key: K,
  source: string = key,
): z.output<(typeof businessJsonFields)[K]> | undefined {
  let value = body[source];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
    }
  }
  const r = (businessJsonFields[key] as z.ZodType).safeParse(value);
  if (!r.success) {
    const msg = r.error.issues[0]?.message;
    // a length or character rule names itself, and so does every rule of the hours (issue 16:
    // 'termina antes de empezar', 'se solapan', 'Día de la semana desconocido'); any other shape
    // error is the generic one
    if (msg && (FIELD_RULE_MESSAGES.has(msg) || key === 'hours' || key === 'payments')) throw issueError(r.error.issues[0]);
    throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
  }
  return r.data as z.output<(typeof businessJsonFields)[K]>;
}

/**
 * The photo URLs the form keeps: `photo_urls` (JSON array), or `photos` sent as text (a JSON
 * array, one URL, or the field repeated). undefined when neither was sent.
 */
function keptPhotoUrls(body: Record<string, unknown>): string[] | undefined {
  let list: unknown[] | undefined;
  if (body.photo_urls !== undefined) {
    list = jsonField(body, 'photo_urls') ?? [];
  } else if (body.photos !== undefined) {
    const v = body.photos;
    if (Array.isArray(v)) list = v;
    else if (typeof v === 'string' && v.trim().startsWith('[')) list = jsonField(body, 'photo_urls', 'photos') ?? [];
    else if (typeof v === 'string') list = v.trim() ? [v] : [];
    else throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
  }
  if (!list) return undefined;
  const urls: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
    const u = item.trim();
    if (!u) continue;
    if (!isPhotoUrl(u)) throw badRequest(BUSINESS_MESSAGES.photoUrlInvalid);
    if (!urls.includes(u)) urls.push(u);
  }
  return urls;
}

export interface ParsedForm {
  fields: z.output<typeof businessFormFieldsSchema>;
  /** the form's values for the record, only for the keys that were sent */
  patch: BusinessPatch;
  keptPhotos?: string[];
}

export function parseForm(body: Record<string, unknown>, current: BusinessRecord | null): ParsedForm {
  const fields = parse(businessFormFieldsSchema, body);
  const sent = (k: string) => body[k] !== undefined;
  const patch: BusinessPatch = { name: fields.name, address: fields.address };

  for (const key of ['business_status', 'description', 'description_en', 'phone', 'website', 'vicinity', 'place_id', 'reference'] as const) {
    if (!sent(key)) continue;
    const v = fields[key];
    patch[key] = v ? v : undefined;
  }
  // rating and user_ratings_total are computed (the reviews, an import): a form's are ignored (issue 20 §9)
  if (fields.paid_plan !== undefined) patch.paid_plan = fields.paid_plan;
  if (fields.paid_promo !== undefined) patch.paid_promo = fields.paid_promo;
  if (fields.reservations !== undefined) patch.reservations = fields.reservations;
  if (sent('icon') && typeof body.icon === 'string') {
    const icon = fields.icon ?? '';
    if (icon && !isPhotoUrl(icon)) throw badRequest(BUSINESS_MESSAGES.photoUrlInvalid);
    // issue 9 §1: an uploaded file belongs to the business it was uploaded to; naming another
    // business's or an event's upload would let this one delete it
    if (isUpload(icon) && !(current && (icon === current.icon || current.photos.includes(icon)))) throw badRequest(API_MSG.iconNotOwn);
    patch.icon = icon || undefined;
  }

  const categories = jsonField(body, 'categories');
  if (categories !== undefined) patch.categories = uniqueLabels(categories);
  const types = jsonField(body, 'types');
  if (types !== undefined) patch.types = uniqueLabels(types);
  // Hours (issue 16 §2): `hours` (JSON, weeklyHoursSchema) is what the admin form sends; 'null'
  // clears them. The old free-text `opening_hours` stays accepted: its weekday_text is read into
  // `hours` (lines it cannot read kept in hours.unparsed). open_now is never stored: it is
  // computed at answer time.
  const clearsHours = typeof body.hours === 'string' && body.hours.trim() === 'null';
  const hours = clearsHours ? undefined : jsonField(body, 'hours');
  const openingHours = jsonField(body, 'opening_hours');
  if (hours !== undefined || clearsHours) {
    patch.hours = hours;
    patch.opening_hours = undefined;
  } else if (openingHours !== undefined) {
    const lines = (openingHours.weekday_text ?? []).map((t) => t.trim()).filter(Boolean);
    patch.opening_hours = lines.length > 0 ? { weekday_text: lines } : undefined;
    patch.hours = lines.length > 0 ? parseWeekdayText(lines).hours : undefined;
  }
  // issue 21 §3: the payment methods (JSON array of ids, in PAYMENT_METHODS order; [] clears them) and the surcharge
  const payments = jsonField(body, 'payments');
  if (payments !== undefined) {
    const ordered = PAYMENT_METHODS.filter((m) => payments.includes(m));
    patch.payments = ordered.length > 0 ? ordered : undefined;
  }
  if (fields.payment_surcharge_pct !== undefined) patch.payment_surcharge_pct = fields.payment_surcharge_pct ?? undefined;
  const plusCode = jsonField(body, 'plus_code');
  if (plusCode !== undefined) {
    const pc = {
      ...(plusCode.global_code?.trim() ? { global_code: plusCode.global_code.trim() } : {}),
      ...(plusCode.compound_code?.trim() ? { compound_code: plusCode.compound_code.trim() } : {}),
    };
    patch.plus_code = Object.keys(pc).length > 0 ? pc : undefined;
  }

  // Position: geometry JSON wins, then latitude/longitude; unparsable numbers are 0 (spec §5).
  const geometry = jsonField(body, 'geometry');
  const [curLng, curLat] = current?.location.coordinates ?? [0, 0];
  let lat: number | undefined;
  let lng: number | undefined;
  if (geometry) {
    lat = geometry.location.lat ?? 0;
    lng = geometry.location.lng ?? 0;
  } else if (fields.latitude !== undefined || fields.longitude !== undefined) {
    lat = fields.latitude ?? curLat;
    lng = fields.longitude ?? curLng;
  }
  if (lat !== undefined && lng !== undefined) {
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180) throw badRequest(BUSINESS_MESSAGES.badCoordinates);
    patch.location = { type: 'Point', coordinates: [lng, lat] };
  }

  return { fields, patch, keptPhotos: keptPhotoUrls(body) };
}
