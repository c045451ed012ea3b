/** Searches shoppers made before the demo started: [normalised keyword, times searched]. */
export const SEARCH_HISTORY: readonly (readonly [string, number])[] = [
  ['ไอโฟน', 1840],
  ['หม้อทอด ไร้ น้ำมัน', 1320],
  ['รองเท้า ผ้าใบ', 1205],
  ['ครีม กันแดด', 1110],
  ['samsung', 980],
  ['พัดลม', 940],
  ['แอร์', 870],
  ['หู ฟัง ไร้ สาย', 820],
  ['มาม่า', 640],
  ['ผ้าอ้อม', 610],
  ['lego', 530],
  ['เสื่อ โยคะ', 410],
  ['กาแฟ', 395],
  ['xiaomi', 380],
  ['uniqlo', 350],
];
