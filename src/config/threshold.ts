import { z } from 'zod';

/**
 * A pass-rate threshold (DESIGN §2, MUST): `"k/n"` is the fraction k ÷ n, so `2/3` means "at least two
 * thirds of the runs" whatever N is; a plain number in (0, 1] is accepted too.
 */
export function parseThreshold(value: unknown): { ok: true; value: number } | { ok: false; message: string } {
  if (typeof value === 'number') {
    if (Number.isFinite(value) && value > 0 && value <= 1) return { ok: true, value };
    return { ok: false, message: `threshold ${String(value)} is outside (0, 1]; write a fraction such as 2/3 or a number such as 0.8` };
  }
  if (typeof value === 'string') {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    if (m) {
      const k = Number(m[1]);
      const n = Number(m[2]);
      if (n === 0) return { ok: false, message: `threshold '${value}' divides by zero; write k/n with n ≥ 1, such as 2/3` };
      if (k === 0) return { ok: false, message: `threshold '${value}' is 0: every scenario would pass; use k ≥ 1, such as 2/3` };
      if (k > n) return { ok: false, message: `threshold '${value}' is above 1 (${k} of ${n} runs cannot pass); use k ≤ n, such as 2/3` };
      return { ok: true, value: k / n };
    }
    const asNumber = Number(value);
    if (value.trim() !== '' && Number.isFinite(asNumber)) return parseThreshold(asNumber);
  }
  return { ok: false, message: `threshold ${JSON.stringify(value)} is not a fraction k/n (such as 2/3) or a number in (0, 1]` };
}

export const ThresholdSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const parsed = parseThreshold(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});
