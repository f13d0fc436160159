/** Build-time settings, read once. Nothing secret ever goes here: it ships in the bundle. */
const raw = import.meta.env;

const text = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const env = {
  /** API base on the app's own origin (DESIGN §5). */
  apiBase: text(raw.VITE_API_BASE, '/api').replace(/\/+$/, ''),
  /** Android package offered by 'Descarga la app'; unset → the button shows 'Próximamente'. */
  androidApkUrl: raw.VITE_ANDROID_APK_URL?.trim() || undefined,
  supportEmail: text(raw.VITE_SUPPORT_EMAIL, 'soporte@guiacuba.app'),
  supportPhone: text(raw.VITE_SUPPORT_PHONE, '+53 7 860 0000'),
} as const;
