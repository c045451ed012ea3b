import { t } from './blocks.ts';

/** [group, question, answer] in the order the FAQ page shows them. */
export const FAQ_SEEDS = [
  [
    t('การสั่งซื้อ', 'Ordering'),
    t('สั่งซื้อโดยไม่สมัครสมาชิกได้ไหม', 'Can I order without an account?'),
    t('ได้ คุณช้อปในฐานะผู้เยี่ยมชมได้ และสมัครสมาชิกภายหลังเพื่อรับสิทธิพิเศษ', 'Yes. You can shop as a guest and sign up later for member benefits.'),
  ],
  [
    t('การสั่งซื้อ', 'Ordering'),
    t('ยกเลิกคำสั่งซื้อได้อย่างไร', 'How do I cancel an order?'),
    t('ยกเลิกได้ที่หน้าคำสั่งซื้อของฉัน ก่อนสินค้าจัดส่ง', 'Cancel from My orders before the order ships.'),
  ],
  [
    t('การชำระเงิน', 'Payment'),
    t('ชำระเงินช่องทางใดได้บ้าง', 'How can I pay?'),
    t(
      'บัตรเครดิต/เดบิต ผ่อน 0% โมบายแบงก์กิ้ง TrueMoney Wallet LINE Pay เคาน์เตอร์เซอร์วิส และเก็บเงินปลายทาง',
      'Credit or debit card, 0% instalments, mobile banking, TrueMoney Wallet, LINE Pay, counter service and cash on delivery.',
    ),
  ],
  [
    t('การชำระเงิน', 'Payment'),
    t('ผ่อน 0% กับธนาคารใดได้บ้าง', 'Which banks offer 0% instalments?'),
    t(
      'SCB กรุงไทย กรุงศรี กรุงเทพ และกสิกรไทย สำหรับสินค้าที่ราคาตั้งแต่ 3,000 บาท',
      'SCB, Krungthai, Krungsri, Bangkok Bank and Kasikornbank, on items from ฿3,000.',
    ),
  ],
  [
    t('การชำระเงิน', 'Payment'),
    t('ทำไมบางสินค้าเก็บเงินปลายทางไม่ได้', 'Why is cash on delivery unavailable for some items?'),
    t(
      'สินค้าราคาสูงหรือสินค้าที่มีป้าย "ไม่รับชำระเงินปลายทาง" ต้องชำระเงินล่วงหน้า',
      'High-value items and items marked "No cash on delivery" must be paid in advance.',
    ),
  ],
  [
    t('การจัดส่ง', 'Delivery'),
    t('จัดส่งกี่วัน', 'How long does delivery take?'),
    t(
      '1-3 วันทำการสำหรับสินค้าส่วนใหญ่ และ 3-5 วันทำการสำหรับสินค้าชิ้นใหญ่หรือต่างจังหวัด',
      '1-3 working days for most items; 3-5 working days for large items or remote areas.',
    ),
  ],
  [
    t('การจัดส่ง', 'Delivery'),
    t('รับสินค้าที่ 7-Eleven ได้อย่างไร', 'How does 7-Eleven pickup work?'),
    t(
      'เลือกสาขา 7-Eleven ตอนชำระเงิน เมื่อสินค้าถึงจะได้รับ SMS พร้อมรหัสรับสินค้า',
      'Pick a 7-Eleven store at checkout; you get an SMS with a pickup code when it arrives.',
    ),
  ],
  [
    t('การคืนสินค้า', 'Returns'),
    t('คืนสินค้าได้ภายในกี่วัน', 'How long do I have to return an item?'),
    t('7 วันหลังได้รับสินค้า สำหรับสินค้าชำรุดหรือไม่ตรงตามสั่ง', '7 days after delivery for damaged or wrong items.'),
  ],
  [
    t('สมาชิก', 'Membership'),
    t('เลื่อนระดับสมาชิกอย่างไร', 'How do I move up a membership tier?'),
    t(
      'ยอดซื้อรวมใน 12 เดือนถึงเกณฑ์ ระบบจะเลื่อนเป็น GOLD หรือ VIP ให้อัตโนมัติ',
      'When your 12-month spend reaches the threshold you move to GOLD or VIP automatically.',
    ),
  ],
  [
    t('สมาชิก', 'Membership'),
    t('เงินคืน (Cashback) ใช้อย่างไร', 'How do I use cashback?'),
    t('ใช้เป็นส่วนลดในคำสั่งซื้อถัดไปได้ทันที ก่อนวันหมดอายุ', 'Use it as a discount on your next order, before it expires.'),
  ],
] as const;
