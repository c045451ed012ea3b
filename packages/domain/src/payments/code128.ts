/**
 * Code 128 (ISO/IEC 15417), the barcode Thai bill-payment slips carry for the cashier's scanner: the payment code as
 * bar and space widths, drawn by the slip as an SVG. Code set C (two digits a symbol) for an even run of digits,
 * code set B (printable ASCII) otherwise; one start symbol, the modulo-103 check symbol and the stop pattern.
 */

/** Bar/space widths of symbol values 0–105, in modules (each sums to 11). */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
]; // prettier-ignore
const START_B = 104;
const START_C = 105;
const STOP = '2331112';

/** The symbol values of `text`, start and check symbol included. Throws for characters Code 128 B cannot carry. */
export function code128Values(text: string): number[] {
  const digitsOnly = /^(\d\d)+$/.test(text);
  const values = digitsOnly ? [START_C, ...(text.match(/\d\d/g) ?? []).map(Number)] : [START_B, ...[...text].map(codeB)];
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...values, check];
}

function codeB(char: string): number {
  const code = char.charCodeAt(0);
  if (code < 32 || code > 126) throw new RangeError(`Code 128 B cannot carry ${JSON.stringify(char)}`);
  return code - 32;
}

/** Widths of bars and spaces, alternating and starting with a bar, in modules (quiet zones not included). */
export function code128Widths(text: string): number[] {
  return [...code128Values(text).map((value) => PATTERNS[value]!), STOP].join('').split('').map(Number);
}

/** The bars as [x, width] in modules, for drawing. */
export function code128Bars(text: string): { bars: Array<[number, number]>; modules: number } {
  const bars: Array<[number, number]> = [];
  let x = 0;
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, modules: x };
}
