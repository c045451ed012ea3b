/** Searches shoppers made before the demo started: [what they typed, times searched]. */
export const SEARCH_HISTORY: readonly (readonly [string, number])[] = [
  ['ไอโฟน', 1840],
  ['หม้อทอดไร้น้ำมัน', 1320],
  ['รองเท้าผ้าใบ', 1205],
  ['ครีมกันแดด', 1110],
  ['Samsung', 980],
  ['พัดลม', 940],
  ['แอร์', 870],
  ['หูฟังไร้สาย', 820],
  ['มาม่า', 640],
  ['ผ้าอ้อม', 610],
  ['LEGO', 530],
  ['เสื่อโยคะ', 410],
  ['กาแฟ', 395],
  ['Xiaomi', 380],
  ['Uniqlo', 350],
];
