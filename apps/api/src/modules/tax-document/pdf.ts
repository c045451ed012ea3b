import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { branchLabel, thaiDocumentDate, VAT_PERCENT, type TaxDocumentKind } from '@talad/domain';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { REPO_ROOT } from '../../config.ts';
import type { DocumentContent } from './content.ts';

/**
 * A document as a PDF (decision 0067): A4, drawn with pdfkit, whose fontkit shapes Thai marks, in Sarabun (SIL Open
 * Font License 1.1, apps/api/assets/fonts/OFL.txt) embedded as a subset — the file reads the same on any machine,
 * with no system font. Drawn from the document's frozen content alone, so the same document is always the same PDF.
 */

const FONT_DIR = join(REPO_ROOT, 'apps/api/assets/fonts');
// Parsed once per process and handed to every document (pdfkit takes a fontkit font as it takes a file): parsing the
// font and warming its shaping tables is most of a first document's time.
type ParsedFont = ReturnType<typeof openFont>;
let fonts: { regular: ParsedFont; bold: ParsedFont } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: openFont(readFileSync(join(FONT_DIR, 'Sarabun-Regular.ttf'))),
    bold: openFont(readFileSync(join(FONT_DIR, 'Sarabun-Bold.ttf'))),
  });

export const TITLES: Record<TaxDocumentKind, { th: string; en: string }> = {
  RECEIPT: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', en: 'Receipt / Abbreviated tax invoice' },
  TAX_INVOICE: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน', en: 'Tax invoice / Receipt' },
  CREDIT_NOTE: { th: 'ใบลดหนี้', en: 'Credit note' },
};

/** Baht with both satang digits, as documents write money: 1,234.50 (−120.00 for a discount). */
export function documentMoney(satang: number): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(satang) / 100);
  return satang < 0 ? `-${text}` : text;
}

const PAGE = { width: 595.28, margin: 40 };
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - PAGE.margin;

export interface PdfState {
  cancelled: boolean;
}

export async function documentPdf(content: DocumentContent, state: PdfState): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${TITLES[content.kind].en} ${content.number}`, Author: content.seller.legal_name.en, Producer: 'Talad' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  // @types/pdfkit names only file paths and buffers; pdfkit itself accepts a fontkit font (anything with `layout`).
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  draw(doc, content, state);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function draw(doc: PDFKit.PDFDocument, content: DocumentContent, state: PdfState) {
  const { seller } = content;
  // The seller (s. 86/4 (2), 86/6 (1)): name, address, tax id, head office or branch.
  doc
    .font('bold')
    .fontSize(14)
    .text(seller.legal_name.th, PAGE.margin, PAGE.margin, { width: WIDTH * 0.6 });
  doc
    .font('regular')
    .fontSize(9)
    .text(seller.legal_name.en, { width: WIDTH * 0.6 });
  doc.text(seller.address.th, { width: WIDTH * 0.6 });
  doc.text(`เลขประจำตัวผู้เสียภาษี / Tax ID ${seller.tax_id}   ${branchLabel(seller.branch_code)} / ${branchLabel(seller.branch_code, 'en')}`, {
    width: WIDTH * 0.6,
  });
  doc.text(`โทร / Tel. ${seller.phone}`, { width: WIDTH * 0.6 });
  const sellerBottom = doc.y;

  // The title and the document's own facts, on the right.
  const title = TITLES[content.kind];
  const column = { x: PAGE.margin + WIDTH * 0.62, width: WIDTH * 0.38 };
  doc.font('bold').fontSize(13).text(title.th, column.x, PAGE.margin, { width: column.width, align: 'right' });
  doc.font('regular').fontSize(9).text(title.en, column.x, doc.y, { width: column.width, align: 'right' });
  doc.moveDown(0.4);
  const fact = (label: string, value: string) => doc.text(`${label}  ${value}`, column.x, doc.y, { width: column.width, align: 'right' });
  fact('เลขที่ / No.', content.number);
  fact('วันที่ / Date', thaiDocumentDate(new Date(content.issuedAt)));
  fact('คำสั่งซื้อ / Order', content.orderNo);
  if (content.replaces) fact('แทนฉบับเลขที่ / Replaces', content.replaces);

  doc.y = Math.max(sellerBottom, doc.y) + 12;
  rule(doc);

  // The buyer (s. 86/4 (3)): a full invoice and a credit note name them; the abbreviated receipt need not.
  if (content.buyer) {
    const { buyer } = content;
    doc
      .font('bold')
      .fontSize(10)
      .text('ผู้ซื้อ / Buyer', PAGE.margin, doc.y + 6);
    doc.font('regular').fontSize(10).text(buyer.name);
    doc.fontSize(9).text(buyer.address, { width: WIDTH });
    const branch = buyer.branchCode ? `   ${branchLabel(buyer.branchCode)} / ${branchLabel(buyer.branchCode, 'en')}` : '';
    if (buyer.taxId) doc.text(`เลขประจำตัวผู้เสียภาษี / Tax ID ${buyer.taxId}${branch}`);
    doc.moveDown(0.5);
    rule(doc);
  }

  // A credit note's reference (s. 86/10): the invoice it lowers, its date, and why.
  if (content.credit) {
    const { credit } = content;
    doc.font('regular').fontSize(9);
    doc.text(
      `อ้างอิง${TITLES[credit.againstKind].th} เลขที่ ${credit.againstNumber} ลงวันที่ ${thaiDocumentDate(new Date(credit.againstIssuedAt))}`,
      PAGE.margin,
      doc.y + 6,
    );
    doc.text(`Against ${TITLES[credit.againstKind].en} ${credit.againstNumber}`);
    doc.text(`เหตุผล / Reason: ${credit.reason}`, { width: WIDTH });
    doc.moveDown(0.5);
    rule(doc);
  }

  lineTable(doc, content);
  totals(doc, content);

  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor('#555555');
  if (content.kind === 'RECEIPT')
    doc.text(`ราคาสินค้ารวมภาษีมูลค่าเพิ่ม ${VAT_PERCENT}% แล้ว (VAT included)`, PAGE.margin, doc.y, { width: WIDTH });
  doc.text('เอกสารนี้ออกโดยระบบคอมพิวเตอร์ / Issued electronically by the shop’s system', PAGE.margin, doc.y, { width: WIDTH });
  doc.fillColor('black');

  if (state.cancelled) {
    // A cancelled document is kept and shown as such, never removed.
    doc.save();
    doc.rotate(-30, { origin: [PAGE.width / 2, 420] });
    doc
      .font('bold')
      .fontSize(64)
      .fillColor('#cc0000')
      .fillOpacity(0.25)
      .text('ยกเลิก CANCELLED', 60, 390, { width: PAGE.width - 120, align: 'center' });
    doc.restore();
  }
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
}

const COLUMNS = [
  { key: 'no', th: 'ลำดับ', en: 'No.', width: 0.07, align: 'left' },
  { key: 'name', th: 'รายการ', en: 'Description', width: 0.49, align: 'left' },
  { key: 'quantity', th: 'จำนวน', en: 'Qty', width: 0.1, align: 'right' },
  { key: 'unit', th: 'ราคาต่อหน่วย', en: 'Unit price', width: 0.16, align: 'right' },
  { key: 'amount', th: 'จำนวนเงิน', en: 'Amount', width: 0.18, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: Record<(typeof COLUMNS)[number]['key'], string>, font: 'regular' | 'bold') {
  const top = doc.y;
  let x = PAGE.margin;
  let bottom = top;
  doc.font(font).fontSize(9);
  for (const column of COLUMNS) {
    const width = WIDTH * column.width;
    doc.text(cells[column.key], x + 2, top, { width: width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += width;
  }
  doc.y = bottom + 3;
}

function lineTable(doc: PDFKit.PDFDocument, content: DocumentContent) {
  doc.y += 6;
  row(doc, { no: 'ลำดับ', name: 'รายการ / Description', quantity: 'จำนวน', unit: 'ราคาต่อหน่วย', amount: 'จำนวนเงิน (บาท)' }, 'bold');
  rule(doc);
  doc.y += 3;
  content.lines.forEach((line, index) => {
    row(
      doc,
      {
        no: String(index + 1),
        name: line.name.th === line.name.en ? line.name.th : `${line.name.th}\n${line.name.en}`,
        quantity: line.quantity === null ? '' : String(line.quantity),
        unit: line.unitPrice === null ? '' : documentMoney(line.unitPrice),
        amount: documentMoney(line.amount),
      },
      'regular',
    );
  });
  rule(doc);
}

function totals(doc: PDFKit.PDFDocument, content: DocumentContent) {
  const labelX = PAGE.margin + WIDTH * 0.4;
  const labelWidth = WIDTH * 0.42;
  const valueX = labelX + labelWidth;
  const valueWidth = RIGHT - valueX;
  const total = (label: string, value: number, font: 'regular' | 'bold' = 'regular') => {
    const top = doc.y;
    doc.font(font).fontSize(10).text(label, labelX, top, { width: labelWidth, align: 'right' });
    doc.text(documentMoney(value), valueX, top, { width: valueWidth, align: 'right' });
    doc.y = Math.max(doc.y, top + 14);
  };
  doc.y += 6;
  if (content.credit) {
    total('มูลค่าตามใบกำกับภาษีเดิม / Original value', content.credit.originalTotal);
    total('มูลค่าที่ถูกต้อง / Correct value', content.credit.correctTotal);
    total('ผลต่าง / Difference', content.total);
  }
  total('มูลค่าก่อนภาษีมูลค่าเพิ่ม / Value before VAT', content.beforeVat);
  total(`ภาษีมูลค่าเพิ่ม ${VAT_PERCENT}% / VAT ${VAT_PERCENT}%`, content.vat);
  total(content.credit ? 'รวมลดหนี้ทั้งสิ้น / Total credited' : 'รวมทั้งสิ้น / Total', content.total, 'bold');
}
