import { PAYMENT_METHODS, priceLevelSigns, type PriceLevel } from '@guia/contracts';
import { formatNumber } from '../../lib/format';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { usePaymentText } from './payment-text';

export interface PaymentBadgesProps {
  /** the PAYMENT_METHODS ids the place accepts (any other string is left out) */
  payments?: readonly string[];
  /** the surcharge for electronic payment, % (0 or absent: none) */
  surchargePct?: number | null;
  /** '$', '$$' or '$$$' from the menu's median price (issue 21 §2) */
  priceLevel?: PriceLevel;
  className?: string;
}

/*
 * Small text chips, no icons. Inline styles, not a CSS file: a stylesheet of this shared chunk would
 * be one more file named in the business page's first JavaScript, which is at its budget.
 */
const LIST = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.375rem', margin: '0.375rem 0 0', padding: 0, listStyle: 'none', fontSize: '0.8125rem' } as const;
const CHIP = { padding: '0.0625rem 0.5rem', border: '1px solid var(--border)', borderRadius: '999px', background: 'var(--surface)', whiteSpace: 'nowrap' } as const;
const PRICE = { ...CHIP, fontWeight: 700 } as const;
const MUTED = { color: 'var(--text-muted)' } as const;

/**
 * The price level and the payment methods of a place as small text chips (issue 21 §2–§3): cards,
 * the business page and the map's panel. Nothing when the place says neither.
 */
export function PaymentBadges({ payments, surchargePct, priceLevel, className }: PaymentBadgesProps) {
  const text = usePaymentText();
  const lang = useLang();
  const methods = PAYMENT_METHODS.filter((m) => payments?.includes(m));
  if (methods.length === 0 && !priceLevel) return null;
  return (
    <ul className={`pay-badges${className ? ` ${className}` : ''}`} style={LIST} aria-label={text.heading}>
      {priceLevel && (
        <li className="pay-badge pay-badge--price" style={PRICE} title={text.priceLevel[priceLevel]}>
          <span aria-hidden="true">{priceLevelSigns(priceLevel)}</span>
          <span className="visually-hidden">{text.priceLevel[priceLevel]}</span>
        </li>
      )}
      {methods.map((m) => (
        <li key={m} className="pay-badge" style={CHIP} title={text.help[m]}>
          {text.labels[m]}
        </li>
      ))}
      {methods.length > 0 && surchargePct ? <li className="pay-badges__surcharge" style={MUTED}>{fmt(lang, text.surchargeBadge, { pct: formatNumber(surchargePct, lang, { maximumFractionDigits: 1 }) })}</li> : null}
    </ul>
  );
}
