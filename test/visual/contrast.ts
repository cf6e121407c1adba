/** WCAG 2 contrast of two sRGB colours (relative luminance), for the charts' and markers' colours. Pure. */

export function hex(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: [number, number, number]): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG contrast ratio of two sRGB colours, 1 to 21. */
export function contrast(a: [number, number, number] | string, b: [number, number, number] | string): number {
  const [hi, lo] = [luminance(typeof a === 'string' ? hex(a) : a), luminance(typeof b === 'string' ? hex(b) : b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
