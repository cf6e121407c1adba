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

/** Two-digit-or-less `k/n` with 1 ≤ k ≤ n, as a regex: for editors, which cannot compare numbers. */
function fractionPattern(): string {
  const perDenominator: string[] = [];
  for (let n = 1; n <= 99; n++) {
    const ks = n <= 9 ? `[1-${n}]` : `(?:[1-9]|${twoDigitsUpTo(n)})`;
    perDenominator.push(`${ks}\\s*/\\s*${n}`);
  }
  // Three-digit and larger denominators are left to the loader's check.
  return `^\\s*(?:${perDenominator.join('|')}|[1-9]\\d*\\s*/\\s*[1-9]\\d{2,})\\s*$`;
}

/** 10..n (n from 10 to 99) as a regex. */
function twoDigitsUpTo(n: number): string {
  const tens = Math.floor(n / 10);
  const parts: string[] = [];
  if (tens > 1) parts.push(`[1-${tens - 1}][0-9]`);
  parts.push(`${tens}[0-${n % 10}]`);
  return parts.join('|');
}

/** For the JSON Schema: what a threshold may be. The loader's parseThreshold gives the messages. */
export const THRESHOLD_PATTERN = fractionPattern();

const thresholdInput = z.union([
  z.string().meta({ pattern: THRESHOLD_PATTERN, description: 'A fraction k/n with 1 ≤ k ≤ n, such as 2/3.' }),
  z.number().meta({ exclusiveMinimum: 0, maximum: 1, description: 'A number in (0, 1], such as 0.8.' }),
]);

export const ThresholdSchema = thresholdInput.transform((value, ctx) => {
  const parsed = parseThreshold(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});
