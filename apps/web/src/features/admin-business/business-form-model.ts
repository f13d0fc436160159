import { z } from 'zod';
import { BUSINESS_MESSAGES, BUSINESS_STATUSES, MSG, PLANS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, businessFormFieldsSchema, isPhotoUrl, uniqueLabels, type Business, type Plan, API_MSG } from '@guia/contracts';
import { ADMIN_BUSINESS_TEXT } from './admin-business-text';
import { emptyHoursInput, hoursInputOf, hoursProblems, weeklyHoursOf, type HoursInput } from '../../components/hours-editor/hours-form-model';

/** The states in Spanish only (issue 20: no API values on screen). */
export const STATUS_OPTIONS: { value: '' | (typeof BUSINESS_STATUSES)[number]; label: string }[] = [
  { value: '', label: ADMIN_BUSINESS_TEXT.statusNotSet },
  { value: 'OPERATIONAL', label: MSG.statusOperational },
  { value: 'CLOSED_TEMPORARILY', label: MSG.statusClosedTemporarily },
  { value: 'CLOSED_PERMANENTLY', label: MSG.statusClosedPermanently },
];

export const PLAN_OPTIONS = PLANS;

/**
 * The text inputs, sent as they are (trimmed) under these multipart names (spec §7). Not rating
 * nor user_ratings_total: they are computed (issue 20 §9), the form shows them as text.
 */
export const TEXT_FIELDS = [
  'name',
  'address',
  'business_status',
  'description',
  /** issue 22 §1: optional; sent blank when empty, so the API clears it */
  'description_en',
  'phone',
  'website',
  'vicinity',
  'place_id',
  'reference',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type BusinessFormValues = Record<TextField, string> & {
  latitude: string;
  longitude: string;
  plus_code: string;
  /** Every category label: ticked categories and custom tags, in one unique list. */
  categories: string[];
  /** Photo URLs kept (existing ones not removed) and added by hand. */
  photo_urls: string[];
  /** The hours editor (issue 16): weekdays, dated exceptions, old lines not read. */
  hours: HoursInput;
  paid_plan: Plan;
  paid_promo: boolean;
  /** 'Acepta reservas por WhatsApp' (issue 20 §6) */
  reservations: boolean;
};

const numberText = (n: number | undefined) => (n === undefined || n === null || Number.isNaN(n) ? '' : String(n));

export function emptyFormValues(): BusinessFormValues {
  return {
    name: '',
    address: '',
    business_status: '',
    description: '',
    description_en: '',
    phone: '',
    website: '',
    vicinity: '',
    place_id: '',
    reference: '',
    latitude: '',
    longitude: '',
    plus_code: '',
    categories: [],
    photo_urls: [],
    hours: emptyHoursInput(),
    paid_plan: 'BASIC',
    paid_promo: false,
    reservations: false,
  };
}

/** A business as the edit form starts from. */
export function formValuesOf(b: Business): BusinessFormValues {
  const location = b.geometry?.location;
  return {
    name: b.name ?? '',
    address: b.address ?? '',
    business_status: b.business_status ?? '',
    description: b.description ?? '',
    description_en: b.description_en ?? '',
    phone: b.phone ?? '',
    website: b.website ?? '',
    vicinity: b.vicinity ?? '',
    place_id: b.place_id ?? '',
    reference: b.reference ?? '',
    latitude: numberText(location?.lat),
    longitude: numberText(location?.lng),
    plus_code: b.plus_code?.global_code ?? '',
    categories: uniqueLabels(b.categories ?? []),
    photo_urls: uniqueLabels(b.photos ?? []),
    hours: hoursInputOf(b.hours, b.opening_hours?.weekday_text),
    paid_plan: PLANS.includes(b.paid_plan) ? b.paid_plan : 'BASIC',
    paid_promo: b.paid_promo === true,
    reservations: b.reservations === true,
  };
}

/** Trimmed, non-empty, unique (case-insensitively), first spelling kept: the API's rule (contracts' labels.ts). */
export { uniqueLabels };

/** Why a photo URL typed by hand cannot be kept (the API's rule), or null when it can. */
export function photoUrlProblem(url: string): string | null {
  return isPhotoUrl(url.trim()) ? null : BUSINESS_MESSAGES.photoUrlInvalid;
}

/** Why picked files cannot be uploaded (images only, ≤ 5 MB, ≤ 12 photos in all), or null. */
export function filesProblem(files: File[], keptUrls: number): string | null {
  if (files.some((f) => !f.type.startsWith('image/'))) return API_MSG.notAnImage;
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return API_MSG.fileTooLarge;
  if (files.length + keptUrls > UPLOAD_MAX_FILES) return API_MSG.tooManyFiles;
  return null;
}

/** A number input's text, or undefined when blank; unparsable → 0 (spec §5 latitude/longitude). */
export function lenientNumber(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const n = Number.parseFloat(t.replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/** The point the coordinates name, for the map picker; null while either is blank or out of range. */
export function pointOf(latitude: string, longitude: string): { lat: number; lng: number } | null {
  const lat = lenientNumber(latitude);
  const lng = lenientNumber(longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * The client-side rules: the same contract the API parses the multipart fields with
 * (`businessFormFieldsSchema`: name and address required, rating 0–5, total ≥ 0 and whole, the
 * website's form, lengths), plus the coordinate ranges. Each error lands on its own field.
 */
export const businessFormSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    business_status: z.string(),
    description: z.string(),
    description_en: z.string(),
    phone: z.string(),
    website: z.string(),
    vicinity: z.string(),
    place_id: z.string(),
    reference: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    plus_code: z.string().max(100, BUSINESS_MESSAGES.fieldTooLong),
    categories: z.array(z.string()),
    photo_urls: z.array(z.string()),
    hours: z.custom<HoursInput>((v) => typeof v === 'object' && v !== null),
    paid_plan: z.enum(PLANS),
    paid_promo: z.boolean(),
    reservations: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const fields = Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k]]));
    const parsed = businessFormFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (!key || seen.has(key)) continue;
        seen.add(key);
        ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
      }
    }
    const lat = lenientNumber(values.latitude);
    const lng = lenientNumber(values.longitude);
    if (lat !== undefined && (lat < -90 || lat > 90)) ctx.addIssue({ code: 'custom', message: BUSINESS_MESSAGES.badCoordinates, path: ['latitude'] });
    if (lng !== undefined && (lng < -180 || lng > 180)) ctx.addIssue({ code: 'custom', message: BUSINESS_MESSAGES.badCoordinates, path: ['longitude'] });
    // the hours by the API's own rules, each problem next to its field (errors.hours[key], see hours-form-model)
    for (const [key, message] of hoursProblems(values.hours)) ctx.addIssue({ code: 'custom', message, path: ['hours', key] });
  });

export interface FormExtras {
  /** New photo files (multipart `photos`, repeated). */
  photos: File[];
  /** A new icon file (multipart `icon`). */
  icon: File | null;
  /** The current icon is to be removed (sent as an empty `icon` text field). */
  removeIcon?: boolean;
  /** What the edited business has that the form does not show, carried over unchanged. */
  compoundCode?: string;
  /** PUT: the record's `version` when the form loaded it; a stale one answers 409 API_MSG.staleWrite. */
  version?: number;
}

/**
 * The multipart body of POST /business/ and PUT /business/{id}, named as spec §7 and the API read
 * them: the text fields, geometry / categories / hours / plus_code / photo_urls as JSON,
 * paid_plan, paid_promo, the `photos` files and the `icon` file.
 */
export function buildBusinessFormData(values: BusinessFormValues, extras: FormExtras): FormData {
  const form = new FormData();
  for (const key of TEXT_FIELDS) form.append(key, values[key].trim());

  const lat = lenientNumber(values.latitude);
  const lng = lenientNumber(values.longitude);
  if (lat !== undefined || lng !== undefined) {
    form.append('geometry', JSON.stringify({ location: { lat: lat ?? 0, lng: lng ?? 0 } }));
  }
  form.append('categories', JSON.stringify(uniqueLabels(values.categories)));
  // structured hours (issue 16); the API computes opening_hours from them when it answers
  form.append('hours', JSON.stringify(weeklyHoursOf(values.hours)));
  const plusCode = values.plus_code.trim();
  form.append(
    'plus_code',
    JSON.stringify({ ...(plusCode ? { global_code: plusCode } : {}), ...(extras.compoundCode ? { compound_code: extras.compoundCode } : {}) }),
  );
  form.append('paid_plan', values.paid_plan);
  form.append('paid_promo', String(values.paid_promo));
  form.append('reservations', String(values.reservations));
  form.append('photo_urls', JSON.stringify(uniqueLabels(values.photo_urls)));
  for (const file of extras.photos) form.append('photos', file, file.name);
  if (extras.icon) form.append('icon', extras.icon, extras.icon.name);
  else if (extras.removeIcon) form.append('icon', '');
  if (extras.version !== undefined) form.append('version', String(extras.version));
  return form;
}
