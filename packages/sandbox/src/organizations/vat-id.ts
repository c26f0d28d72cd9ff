import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';

/** The EU's VAT rules by ISO 3166 country code (Greece's VAT ids start EL). */
const EU_VAT = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  HR: croatia,
  CY: cyprus,
  CZ: czechRepublic,
  DK: denmark,
  EE: estonia,
  FI: finland,
  FR: france,
  DE: germany,
  GR: greece,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LV: latvia,
  LT: lithuania,
  LU: luxembourg,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SK: slovakiaRepublic,
  SI: slovenia,
  ES: spain,
  SE: sweden,
} as const;

export type VatCheck = { ok: true; vatId: string } | { ok: false; message: string };

/**
 * A VAT id as a receipt prints it: upper case, without spaces, dots or dashes. In an EU country
 * it must have that country's format and check digits (jsvat); elsewhere, letters and digits.
 * Nothing here asks the tax authority (VIES) whether the number is registered.
 */
export function checkVatId(raw: string, country: string | null): VatCheck {
  const vatId = raw.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{2,20}$/.test(vatId)) return { ok: false, message: 'vat_id must be 2 to 20 letters and digits' };
  const rule = country ? EU_VAT[country as keyof typeof EU_VAT] : undefined;
  if (!rule) return { ok: true, vatId };
  const checked = checkVAT(vatId, [rule]);
  if (!checked.isValid)
    return {
      ok: false,
      message: `vat_id is not a valid ${rule.name} VAT id (format and check digits)`,
    };
  return { ok: true, vatId };
}
