import { bahtToSatang } from '@talad/domain';
import type { Transaction } from '../db/client.ts';
import { hashPassword, PRIVACY_POLICY_VERSION } from '../modules/identity/index.ts';
import { addresses, customers } from '../db/schema/index.ts';

/** Every demo member signs in with this password (phone or e-mail as the username). */
export const DEMO_MEMBER_PASSWORD = 'Talad-demo-2026';

type AddressSeed = Omit<typeof addresses.$inferInsert, 'customerId'>;

interface DemoMember {
  phone: string;
  email: string;
  firstname: string;
  lastname: string;
  yearlySpend: number;
  addresses: AddressSeed[];
}

/** The Bangkok, Chiang Mai and Phuket areas of the demo shop's addresses. */
export const DEMO_AREAS = {
  lumphini: { provinceId: '10', districtId: '1007', subDistrictId: '100704', postalCode: '10330' },
  silom: { provinceId: '10', districtId: '1004', subDistrictId: '100402', postalCode: '10500' },
  sriPhum: { provinceId: '50', districtId: '5001', subDistrictId: '500101', postalCode: '50200' },
  talatYai: { provinceId: '83', districtId: '8301', subDistrictId: '830101', postalCode: '83000' },
} as const;
const { lumphini, silom, sriPhum, talatYai } = DEMO_AREAS;

/** One member per tier, each with the address kinds a shopper keeps; phones in 099 so tests' numbers never clash. */
const DEMO_MEMBERS: DemoMember[] = [
  {
    phone: '0990000001',
    email: 'somchai.demo@talad.example',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    yearlySpend: bahtToSatang(4_250),
    addresses: [
      {
        kind: 'AddressShipping',
        type: 'condo',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        phone: '0990000001',
        addressLine: '1 ถนนวิทยุ',
        building: 'ลุมพินี เพลส ชั้น 18 ห้อง 1805',
        isDefault: true,
        ...lumphini,
      },
      { kind: 'Address7-11', firstname: 'สมชาย', lastname: 'ใจดี', phone: '0990000001', storeId: '02480', isDefault: true },
    ],
  },
  {
    phone: '0990000002',
    email: 'malee.demo@talad.example',
    firstname: 'มาลี',
    lastname: 'ศรีสุข',
    yearlySpend: bahtToSatang(28_500),
    addresses: [
      {
        kind: 'AddressShipping',
        type: 'home',
        firstname: 'มาลี',
        lastname: 'ศรีสุข',
        phone: '0990000002',
        addressLine: '45/2 ถนนราชดำเนิน',
        note: 'บ้านประตูสีฟ้า',
        isDefault: true,
        ...sriPhum,
      },
      {
        kind: 'AddressInvoice',
        billingType: 'individual',
        firstname: 'มาลี',
        lastname: 'ศรีสุข',
        phone: '0990000002',
        citizenId: '1101700203107',
        addressLine: '45/2 ถนนราชดำเนิน',
        isDefault: true,
        ...sriPhum,
      },
    ],
  },
  {
    phone: '0990000003',
    email: 'niran.demo@talad.example',
    firstname: 'นิรันดร์',
    lastname: 'ทองคำ',
    yearlySpend: bahtToSatang(64_200),
    addresses: [
      {
        kind: 'AddressShipping',
        type: 'office',
        firstname: 'นิรันดร์',
        lastname: 'ทองคำ',
        phone: '0990000003',
        addressLine: '191 ถนนสีลม',
        building: 'อาคารสีลมคอมเพล็กซ์ ชั้น 22',
        isDefault: true,
        ...silom,
      },
      {
        kind: 'AddressShipping',
        type: 'home',
        firstname: 'นิรันดร์',
        lastname: 'ทองคำ',
        phone: '0990000003',
        addressLine: '12 ถนนถลาง',
        isDefault: false,
        ...talatYai,
      },
      {
        kind: 'AddressInvoice',
        billingType: 'juristic',
        companyName: 'บริษัท ทองคำ เทรดดิ้ง จำกัด',
        taxId: '0105553123452',
        branchCode: '00000',
        phone: '0990000003',
        email: 'account@thongkham.example',
        addressLine: '191 ถนนสีลม',
        building: 'อาคารสีลมคอมเพล็กซ์ ชั้น 22',
        isDefault: true,
        ...silom,
      },
    ],
  },
];

/** The demo members have shopped here for two years: what the shop sent its members since then is theirs too. */
const MEMBER_SINCE_MS = 2 * 365 * 86_400_000;

export async function insertDemoMembers(tx: Transaction, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  for (const member of DEMO_MEMBERS) {
    const [row] = await tx
      .insert(customers)
      .values({
        role: 'user',
        phone: member.phone,
        email: member.email,
        passwordHash,
        firstname: member.firstname,
        lastname: member.lastname,
        yearlySpend: member.yearlySpend,
        acceptPolicyAt: new Date(),
        acceptPolicyVersion: PRIVACY_POLICY_VERSION,
        createdAt: new Date(now.getTime() - MEMBER_SINCE_MS),
      })
      .returning({ id: customers.id });
    if (!row) throw new Error('demo member was not created');
    await tx.insert(addresses).values(member.addresses.map((address) => ({ ...address, customerId: row.id })));
  }
}
