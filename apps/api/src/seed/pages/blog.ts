import type { LocalizedText } from '@talad/domain';
import { t } from './blocks.ts';

interface PostSeed {
  slug: string;
  title: LocalizedText;
  intro: LocalizedText;
  tips: LocalizedText[];
  tags: string[];
  /** Products of this category are linked from the post. */
  category: string;
  author: LocalizedText;
}

/** The shop's writers, named as each language's readers would read them. */
const AUTHORS = {
  thanakorn: t('ธนากร', 'Thanakorn'),
  editors: t('ทีมบรรณาธิการ', 'Editorial team'),
  kittipat: t('กิตติพัฒน์', 'Kittipat'),
  paweena: t('ปวีณา', 'Paweena'),
  natthida: t('ณัฐธิดา', 'Natthida'),
  pimchanok: t('พิมพ์ชนก', 'Pimchanok'),
} as const;

const P = (
  slug: string,
  title: LocalizedText,
  intro: LocalizedText,
  tips: LocalizedText[],
  tags: string[],
  category: string,
  author: LocalizedText,
): PostSeed => ({ slug, title, intro, tips, tags, category, author });

export const BLOG_POSTS: readonly PostSeed[] = [
  P(
    'choose-air-fryer',
    t('เลือกหม้อทอดไร้น้ำมันอย่างไรให้คุ้ม', 'How to choose an air fryer that pays off'),
    t(
      'หม้อทอดไร้น้ำมันกลายเป็นเครื่องครัวติดบ้านของคนไทย แต่ขนาดและฟังก์ชันที่ต่างกันทำให้เลือกยาก',
      'Air fryers are now a Thai kitchen staple, but different sizes and features make choosing hard.',
    ),
    [
      t(
        'ครอบครัว 2-3 คนใช้ขนาด 4-5 ลิตรก็พอ ถ้าทำอาหารครั้งละมากควรเลือก 6 ลิตรขึ้นไป',
        'For two or three people 4-5 litres is enough; cook for more and go for 6 litres or larger.',
      ),
      t(
        'รุ่นที่มีหน้าต่างกระจกช่วยให้ดูอาหารได้โดยไม่ต้องเปิดลิ้นชัก ความร้อนจึงไม่หนีออก',
        'A see-through window lets you check food without opening the drawer, so heat stays in.',
      ),
      t('ถาดที่เข้าเครื่องล้างจานได้ช่วยประหยัดเวลาทำความสะอาดได้มาก', 'A dishwasher-safe basket saves a lot of cleaning time.'),
    ],
    ['ครัว', 'รีวิว'],
    'air-fryers',
    AUTHORS.editors,
  ),
  P(
    'sunscreen-for-thai-weather',
    t('กันแดดแบบไหนเหมาะกับอากาศร้อนชื้นของไทย', 'Which sunscreen suits hot, humid Thai weather'),
    t(
      'แดดเมืองไทยแรงเกือบทั้งปี การเลือกกันแดดให้เหมาะกับผิวและกิจกรรมจึงสำคัญ',
      'The Thai sun is strong almost all year, so matching sunscreen to your skin and plans matters.',
    ),
    [
      t('ใช้ SPF50+ PA++++ เมื่ออยู่กลางแจ้งนาน และทาซ้ำทุก 2 ชั่วโมง', 'Use SPF50+ PA++++ for long days outside and reapply every two hours.'),
      t('ผิวมันควรเลือกเนื้อเจลหรือโลชั่นบางเบา ผิวแห้งเลือกเนื้อครีม', 'Oily skin suits gels or light lotions; dry skin suits creams.'),
      t('ถ้าเล่นน้ำหรือออกกำลังกาย เลือกสูตรกันน้ำกันเหงื่อ', 'For swimming or sport, pick a water- and sweat-resistant formula.'),
    ],
    ['ความงาม', 'ซัมเมอร์'],
    'sunscreen',
    AUTHORS.natthida,
  ),
  P(
    'smartphone-buying-guide-2025',
    t('คู่มือเลือกซื้อสมาร์ทโฟนปีนี้', "This year's smartphone buying guide"),
    t(
      'สมาร์ทโฟนราคาห้าพันถึงห้าหมื่นบาทต่างกันที่อะไร บทความนี้สรุปให้ในไม่กี่นาที',
      'What separates a ฿5,000 phone from a ฿50,000 one? Here is the short version.',
    ),
    [
      t('ดูความจุอย่างน้อย 128GB ถ้าถ่ายวิดีโอบ่อยเลือก 256GB', 'Get at least 128GB, or 256GB if you shoot a lot of video.'),
      t('จอ 120Hz ทำให้เลื่อนหน้าจอลื่นตา และแบต 5000mAh อยู่ได้ทั้งวัน', 'A 120Hz screen scrolls smoothly and a 5000mAh battery lasts all day.'),
      t('ผ่อน 0% 10 เดือนช่วยให้ได้รุ่นที่ดีกว่าโดยไม่กระทบเงินเดือน', '0% instalments over 10 months put a better model within reach.'),
    ],
    ['มือถือ', 'คู่มือ'],
    'android-phones',
    AUTHORS.thanakorn,
  ),
  P(
    'songkran-packing-list',
    t('เช็กลิสต์ของต้องมีก่อนเที่ยวสงกรานต์', 'Songkran packing checklist'),
    t('สงกรานต์ทั้งทีต้องพร้อมทั้งกันแดด กันน้ำ และสบายเท้า', 'Make Songkran fun with sun protection, waterproofing and comfy feet.'),
    [
      t('ซองกันน้ำสำหรับมือถือ และพาวเวอร์แบงก์ขนาดพกพา', 'A waterproof phone pouch and a pocket power bank.'),
      t('รองเท้าแตะพื้นกันลื่นดีกว่ารองเท้าผ้าใบที่เปียกทั้งวัน', 'Non-slip sandals beat soaked sneakers.'),
      t('เสื้อผ้าแห้งไวและกันแดดกันน้ำ', 'Quick-dry clothes and water-resistant sunscreen.'),
    ],
    ['ท่องเที่ยว', 'ซัมเมอร์'],
    'sandals',
    AUTHORS.paweena,
  ),
  P(
    'save-electricity-air-con',
    t('ใช้แอร์อย่างไรให้ค่าไฟไม่พุ่ง', 'Running the air-con without a shocking bill'),
    t('หน้าร้อนค่าไฟมักสูงขึ้นเกือบเท่าตัว เคล็ดลับง่าย ๆ ช่วยลดได้จริง', 'Summer bills can nearly double; a few simple habits really help.'),
    [
      t('ตั้งอุณหภูมิ 25-26 องศาและใช้พัดลมช่วย', 'Set 25-26°C and add a fan.'),
      t('ล้างแผ่นกรองทุก 2 สัปดาห์', 'Clean the filter every two weeks.'),
      t('เลือกแอร์อินเวอร์เตอร์ฉลากเบอร์ 5', 'Choose an inverter unit with energy label No. 5.'),
    ],
    ['บ้าน', 'ประหยัดไฟ'],
    'air-conditioners',
    AUTHORS.editors,
  ),
  P(
    'running-shoes-beginners',
    t('รองเท้าวิ่งคู่แรกสำหรับมือใหม่', 'Your first pair of running shoes'),
    t('เริ่มวิ่งไม่ต้องแพง แต่ต้องเลือกให้ถูกกับเท้า', 'Starting to run need not be expensive, but the shoe must fit your foot.'),
    [
      t('ลองรองเท้าช่วงเย็นเพราะเท้าขยายตัวเล็กน้อย', 'Try shoes in the evening when feet are slightly larger.'),
      t('เผื่อพื้นที่ปลายเท้าประมาณครึ่งนิ้ว', 'Leave about half an inch at the toe.'),
      t('มือใหม่ควรเลือกพื้นโฟมนุ่มรองรับแรงกระแทก', 'Beginners do best with soft, cushioned foam.'),
    ],
    ['กีฬา', 'วิ่ง'],
    'running-shoes',
    AUTHORS.kittipat,
  ),
  P(
    'baby-diaper-sizes',
    t('เลือกไซซ์ผ้าอ้อมให้ลูกน้อยอย่างไร', 'Picking the right diaper size'),
    t('ผ้าอ้อมที่พอดีช่วยลดการรั่วซึมและผื่นผ้าอ้อม', 'A good fit means fewer leaks and less nappy rash.'),
    [
      t('ดูน้ำหนักตัวมากกว่าอายุ', 'Go by weight rather than age.'),
      t('ถ้ามีรอยแดงที่ขาหรือเอว ถึงเวลาเปลี่ยนไซซ์', 'Red marks at legs or waist mean it is time to size up.'),
      t('แบบกางเกงเหมาะกับเด็กที่เริ่มคลานและเดิน', 'Pants suit babies who crawl and walk.'),
    ],
    ['แม่และเด็ก'],
    'diapers',
    AUTHORS.pimchanok,
  ),
  P(
    'work-from-home-desk-setup',
    t('จัดโต๊ะทำงานที่บ้านให้ไม่ปวดหลัง', 'A home desk set-up that spares your back'),
    t('ทำงานที่บ้านทั้งวันควรจัดโต๊ะให้ถูกหลักสรีระ', 'Working from home all day deserves an ergonomic desk.'),
    [
      t('ขอบจอบนควรอยู่ระดับสายตา', 'The top of the screen should sit at eye level.'),
      t('โต๊ะปรับระดับช่วยให้สลับยืนและนั่งได้', 'A standing desk lets you switch between sitting and standing.'),
      t('หูฟังตัดเสียงรบกวนช่วยให้โฟกัสในบ้านที่มีเสียง', 'Noise-cancelling earbuds help you focus in a busy home.'),
    ],
    ['ไอเดียบ้าน', 'ทำงาน'],
    'desks',
    AUTHORS.thanakorn,
  ),
  P(
    'thai-coffee-at-home',
    t('ชงกาแฟไทยอร่อยเองที่บ้าน', 'Great Thai coffee at home'),
    t('เมล็ดกาแฟจากดอยทางเหนือมีรสชาติไม่แพ้ต่างประเทศ', 'Beans from the northern hills rival any import.'),
    [
      t('เลือกคั่วกลางถ้าชอบความหอมผลไม้ คั่วเข้มถ้าชอบขม', 'Medium roast for fruity notes, dark roast for bitterness.'),
      t('ใช้น้ำร้อนประมาณ 92 องศา', 'Brew with water at about 92°C.'),
      t('เก็บเมล็ดในภาชนะปิดสนิท ห่างแสง', 'Keep beans airtight and out of the light.'),
    ],
    ['อาหาร', 'กาแฟ'],
    'coffee',
    AUTHORS.paweena,
  ),
  P(
    'lego-for-every-age',
    t('เลโก้แบบไหนเหมาะกับวัยไหน', 'Which LEGO for which age'),
    t('ตัวต่อช่วยพัฒนากล้ามเนื้อมือและจินตนาการ', 'Building sets train small hands and big imaginations.'),
    [
      t('อายุ 4-6 ปี เริ่มจากชุดคลาสสิกชิ้นใหญ่', 'Ages 4-6: start with classic big-brick boxes.'),
      t('อายุ 6-9 ปี ชุด City และ Friends มีเรื่องราวให้เล่นต่อ', 'Ages 6-9: City and Friends sets come with stories.'),
      t('อายุ 10 ปีขึ้นไป ชุด Technic ท้าทายด้วยกลไกจริง', '10 and up: Technic sets challenge with real mechanics.'),
    ],
    ['แม่และเด็ก', 'ของขวัญ'],
    'toys',
    AUTHORS.pimchanok,
  ),
  P(
    'smart-tv-size-guide',
    t('ทีวีกี่นิ้วดีสำหรับห้องของคุณ', 'What TV size fits your room'),
    t('ทีวีใหญ่ไม่ได้ดีเสมอไป ระยะนั่งดูสำคัญกว่า', 'Bigger is not always better; viewing distance matters more.'),
    [
      t('ระยะ 1.5-2 เมตร เหมาะกับ 43 นิ้ว', '1.5-2 m suits a 43-inch set.'),
      t('ระยะ 2-2.5 เมตร เหมาะกับ 55 นิ้ว', '2-2.5 m suits 55 inches.'),
      t('ห้องนั่งเล่นใหญ่เลือก 65 นิ้วขึ้นไปพร้อม 4K', 'Large living rooms call for 65 inches and 4K.'),
    ],
    ['ทีวี', 'คู่มือ'],
    'smart-tv',
    AUTHORS.kittipat,
  ),
  P(
    'skincare-routine-basics',
    t('สกินแคร์พื้นฐาน 3 ขั้นตอน', 'A three-step skincare routine'),
    t('ผิวดีเริ่มจากกิจวัตรง่าย ๆ ที่ทำได้ทุกวัน', 'Good skin starts with a simple daily routine.'),
    [
      t('ล้างหน้าด้วยโฟมอ่อนโยนเช้าและเย็น', 'Cleanse gently morning and evening.'),
      t('เซรั่มไฮยาลูรอนช่วยเติมความชุ่มชื้น', 'A hyaluronic serum adds moisture.'),
      t('ปิดท้ายด้วยกันแดดทุกเช้า', 'Finish with sunscreen every morning.'),
    ],
    ['ความงาม'],
    'serums',
    AUTHORS.natthida,
  ),
  P(
    'camping-first-timer',
    t('ไปแคมป์ครั้งแรกต้องเตรียมอะไร', 'First camping trip essentials'),
    t('อุทยานแห่งชาติของไทยมีลานกางเต็นท์สวย ๆ มากมาย', "Thailand's national parks have beautiful campsites."),
    [
      t('เต็นท์กันฝนอย่างน้อย 3000 มม. สำหรับหน้าฝน', 'A tent rated at least 3000 mm for the rainy season.'),
      t('ไฟฉายคาดหัวและพาวเวอร์แบงก์', 'A head torch and a power bank.'),
      t('เสื่อรองนอนช่วยกันความชื้นจากพื้น', 'A sleeping mat keeps ground damp away.'),
    ],
    ['กิจกรรมกลางแจ้ง'],
    'outdoor',
    AUTHORS.thanakorn,
  ),
  P(
    'rice-cooker-care',
    t('ดูแลหม้อหุงข้าวให้ใช้ได้นาน', 'Making your rice cooker last'),
    t('หม้อหุงข้าวคือเครื่องใช้ไฟฟ้าที่คนไทยใช้ทุกวัน', 'The rice cooker is the appliance Thais use every day.'),
    [
      t('อย่าใช้ทัพพีโลหะกับหม้อเคลือบ', 'Never use a metal spoon on a coated pot.'),
      t('เช็ดแผ่นความร้อนให้แห้งก่อนวางหม้อ', 'Wipe the heating plate dry before the pot goes in.'),
      t('ล้างวาล์วไอน้ำเดือนละครั้ง', 'Clean the steam valve once a month.'),
    ],
    ['ครัว'],
    'rice-cookers',
    AUTHORS.editors,
  ),
  P(
    'bedding-for-hot-nights',
    t('ผ้าปูที่นอนสำหรับคืนที่อากาศร้อน', 'Bedding for hot nights'),
    t('นอนหลับสบายขึ้นได้ด้วยเนื้อผ้าที่ถูกต้อง', 'The right fabric means better sleep.'),
    [
      t('ผ้าคอตตอนระบายอากาศได้ดีที่สุด', 'Cotton breathes best.'),
      t('ผ้าเย็นช่วยลดความร้อนสะสม', 'Cooling fabric stops heat building up.'),
      t('เปลี่ยนผ้าปูทุกสัปดาห์ช่วยลดไรฝุ่น', 'Weekly changes keep dust mites down.'),
    ],
    ['บ้าน'],
    'bedding',
    AUTHORS.paweena,
  ),
  P(
    'power-bank-safety',
    t('พาวเวอร์แบงก์ ขึ้นเครื่องได้แค่ไหน', 'Power banks on planes: what is allowed'),
    t('ก่อนบินควรรู้กฎความจุแบตเตอรี่', 'Know the capacity rules before you fly.'),
    [
      t('ไม่เกิน 20000mAh นำขึ้นเครื่องได้โดยไม่ต้องขออนุญาต', 'Up to 20000mAh may be carried without approval.'),
      t('ต้องถือขึ้นเครื่องเท่านั้น ห้ามโหลดใต้ท้องเครื่อง', 'Carry-on only, never checked in.'),
      t('เลือกรุ่นที่ระบุความจุชัดเจนบนตัวเครื่อง', 'Pick one with the capacity printed clearly.'),
    ],
    ['มือถือ', 'ท่องเที่ยว'],
    'power-banks',
    AUTHORS.kittipat,
  ),
  P(
    'fitness-at-home',
    t('ออกกำลังกายที่บ้านด้วยอุปกรณ์ 3 ชิ้น', 'A home workout with three pieces of kit'),
    t('ไม่ต้องเข้ายิมก็ฟิตได้', 'You can get fit without a gym.'),
    [
      t('ดัมเบลปรับน้ำหนักได้ใช้ได้หลายท่า', 'Adjustable dumbbells cover many exercises.'),
      t('เสื่อโยคะกันลื่นสำหรับท่าพื้น', 'A non-slip yoga mat for floor work.'),
      t('ตั้งเป้า 30 นาที 3 วันต่อสัปดาห์', 'Aim for 30 minutes, three days a week.'),
    ],
    ['กีฬา', 'สุขภาพ'],
    'dumbbells',
    AUTHORS.kittipat,
  ),
  P(
    'gift-ideas-under-1000',
    t('ของขวัญไม่เกินพันบาทที่ได้ใจ', 'Gifts under ฿1,000 that delight'),
    t('ของขวัญดี ๆ ไม่จำเป็นต้องแพง', 'A good gift need not cost much.'),
    [
      t('น้ำหอมขวดเล็กกลิ่นดอกไม้', 'A small floral perfume.'),
      t('ลิปสติกเนื้อแมตต์สีนู้ด', 'A nude matte lipstick.'),
      t('กาแฟดริปจากดอยสำหรับคอกาแฟ', 'Hill-grown drip coffee for coffee lovers.'),
    ],
    ['ของขวัญ'],
    'fragrances',
    AUTHORS.natthida,
  ),
  P(
    'thai-brands-worth-knowing',
    t('แบรนด์ไทยที่ควรรู้จัก', 'Thai brands worth knowing'),
    t('แบรนด์ไทยวันนี้มีคุณภาพไม่แพ้แบรนด์ต่างชาติ', "Today's Thai brands match international quality."),
    [
      t('เครื่องสำอางไทยเข้าใจผิวคนเอเชีย', 'Thai cosmetics understand Asian skin.'),
      t('พัดลมไทยทนทานและซ่อมง่าย', 'Thai fans are durable and easy to repair.'),
      t('ขนมไทยส่งออกไปทั่วโลก', 'Thai snacks are exported worldwide.'),
    ],
    ['แบรนด์ไทย'],
    'makeup',
    AUTHORS.editors,
  ),
  P(
    'washing-machine-front-or-top',
    t('เครื่องซักผ้าฝาหน้าหรือฝาบนดี', 'Front-load or top-load washer?'),
    t('สองแบบมีข้อดีต่างกัน ขึ้นกับบ้านและการใช้งาน', 'Each has strengths depending on your home and habits.'),
    [
      t('ฝาหน้าประหยัดน้ำและถนอมผ้ากว่า', 'Front-loaders save water and are gentler.'),
      t('ฝาบนราคาถูกกว่าและเติมผ้าระหว่างซักได้', 'Top-loaders cost less and let you add clothes mid-wash.'),
      t('บ้านที่มีผ้าเยอะควรเลือก 10 กก. ขึ้นไป', 'Big households should go for 10 kg or more.'),
    ],
    ['บ้าน', 'คู่มือ'],
    'washing-machines',
    AUTHORS.thanakorn,
  ),
];

const CLOSING = t(
  'เลือกซื้อสินค้าที่กล่าวถึงได้จากรายการด้านล่าง ของแท้ ส่งไว ผ่อนได้',
  'You can shop the products mentioned below: genuine, fast delivery, instalments available.',
);

export function blogSections(post: PostSeed) {
  return [
    { heading: null, paragraphs: { th: [post.intro.th], en: [post.intro.en ?? post.intro.th] } },
    { heading: t('เคล็ดลับ', 'Tips'), paragraphs: { th: post.tips.map((tip) => tip.th), en: post.tips.map((tip) => tip.en ?? tip.th) } },
    { heading: t('สรุป', 'In short'), paragraphs: { th: [CLOSING.th], en: [CLOSING.en ?? CLOSING.th] } },
  ];
}
