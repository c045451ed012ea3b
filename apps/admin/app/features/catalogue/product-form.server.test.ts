import type { AdminClient } from '@talad/sdk/admin';
import { describe, expect, it } from 'vitest';
import { createFromForm, newVariantOf, optionsOf } from './product-form.server.ts';

/** The "New product" form as the browser sends it: two colours × two sizes, the grid's rows in its order. */
function newProductForm(): FormData {
  const form = new FormData();
  const fields: [string, string][] = [
    ['name_th', 'เสื้อยืด'],
    ['name_en', 'T-shirt'],
    ['description_th', 'ผ้าฝ้าย'],
    ['category', 't-shirts'],
    ['brand', ''],
    ['delivery_min_days', '1'],
    ['delivery_max_days', '3'],
    ['no_cod', 'on'],
    ['option.0.name', 'Color'],
    ['option.0.value.0.th', 'ดำ'],
    ['option.0.value.0.en', 'Black'],
    ['option.0.value.1.th', 'ม่วงคราม'],
    ['option.0.value.1.en', ''],
    ['option.0.value.2.th', ''],
    ['option.0.value.2.en', ''],
    ['option.1.name', 'Size'],
    ['option.1.value.0.th', 'เล็ก'],
    ['option.1.value.0.en', 'S'],
    ['option.1.value.1.th', 'กลาง'],
    ['option.1.value.1.en', 'M'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  for (let row = 0; row < 4; row += 1) {
    form.append(`variant.${row}.sku`, `TS-${row}`);
    form.append(`variant.${row}.price`, '390.50');
    form.append(`variant.${row}.stock`, String(row));
  }
  return form;
}

describe('the New product form', () => {
  it('keys each value as the grid did (English letters, else a hash of the Thai), blank rows left out', () => {
    const [colour, size] = optionsOf(newProductForm());
    expect(colour!.values.map((value) => value.value)).toEqual(['black', expect.stringMatching(/^th-[0-9a-f]{8}$/)]);
    expect(size).toEqual({
      name: 'Size',
      values: [
        { value: 's', label: { th: 'เล็ก', en: 'S' } },
        { value: 'm', label: { th: 'กลาง', en: 'M' } },
      ],
    });
  });

  it('sends the grid’s rows as the variants of those combinations, prices in satang, nothing sent when a field is wrong', async () => {
    const sent: unknown[] = [];
    const api = {
      request: async (_method: string, _path: string, request: { body: unknown }) => {
        sent.push(request.body);
        return { is_success: true, data: { code: 'PRD100999' }, message: 'ok', status_code: 200 };
      },
    } as unknown as AdminClient;
    expect(await createFromForm(api, newProductForm(), 'invalid')).toEqual({ ok: true, code: 'PRD100999' });
    const body = sent[0] as { variants: { options: object; sku: string; price: number; stock: number }[]; no_cod: boolean };
    expect(body.no_cod).toBe(true);
    expect(body.variants.map((variant) => [variant.options, variant.sku, variant.price, variant.stock])).toEqual([
      [{ Color: 'black', Size: 's' }, 'TS-0', 39_050, 0],
      [{ Color: 'black', Size: 'm' }, 'TS-1', 39_050, 1],
      [{ Color: expect.stringMatching(/^th-/), Size: 's' }, 'TS-2', 39_050, 2],
      [{ Color: expect.stringMatching(/^th-/), Size: 'm' }, 'TS-3', 39_050, 3],
    ]);
    const wrong = newProductForm();
    wrong.set('variant.2.price', 'three');
    expect(await createFromForm(api, wrong, 'invalid')).toEqual({ ok: false, message: 'invalid', fields: ['variants.2.price'] });
    expect(sent).toHaveLength(1);
  });
});

describe('the Add a variant form', () => {
  it('sends a value the product has as it is and a new one keyed as the grid keys it, with its labels; prices in satang', () => {
    const form = new FormData();
    const fields: [string, string][] = [
      ['option.Color', 'new'],
      ['option.Color.th', 'ขาว'],
      ['option.Color.en', 'White'],
      ['option.Size', 'm'],
      ['sku', ' TS-WH-M '],
      ['price', '1,290.50'],
      ['special_price', ''],
      ['stock', '3'],
      ['barcode', ''],
      ['weight', '250'],
    ];
    for (const [name, value] of fields) form.append(name, value);
    expect(newVariantOf(form, ['Color', 'Size'])).toEqual({
      options: { Color: 'white', Size: 'm' },
      option_labels: [{ name: 'Color', value: 'white', label: { th: 'ขาว', en: 'White' } }],
      sku: 'TS-WH-M',
      barcode: null,
      weight_grams: 250,
      price: 129_050,
      special_price: null,
      stock: 3,
    });
  });
});
