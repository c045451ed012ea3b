import type { Address } from '@talad/contract';
import { getBillingAddresses, getDocumentPdf, getOrderDocuments, requestTaxInvoice, type TaxDocument } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { addressName } from '../address/address-names.ts';
import { orderTime } from './order-format.ts';
import { Block } from './order-parts.tsx';

/**
 * The order's tax documents (issue #29, decision 0067): the receipt, a full tax invoice, credit notes — cancelled ones
 * kept and marked — each downloaded as its PDF with the member's session; and, within the month of payment, a full
 * tax invoice asked for to one of the member's tax-invoice addresses.
 */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const documents = useMemberData(`GET orders/${orderId}/documents`, (api, locale) => getOrderDocuments(api, orderId, { locale }));
  if (documents.status !== 'ready' || documents.data.items.length === 0) return null;
  const { items, can_request_tax_invoice } = documents.data;
  const hasInvoice = items.some((item) => item.kind === 'TAX_INVOICE' && !item.cancelled);
  return (
    <Block title={t('order.documents.title')}>
      <ul className="space-y-3" data-testid="order-documents">
        {items.map((item) => (
          <DocumentRow key={item.number} document={item} />
        ))}
      </ul>
      {can_request_tax_invoice && !hasInvoice && <AskForTaxInvoice orderId={orderId} onIssued={documents.reload} />}
    </Block>
  );
}

function DocumentRow({ document }: { document: TaxDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useShellData();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const answer = await getDocumentPdf(browserApi(config), document.url, { locale });
      if (!answer.ok) throw new Error(`PDF answered ${answer.status}`);
      saveFile(await answer.blob(), `${document.number}.pdf`);
    } catch (error) {
      console.error('document download failed:', error);
      setFailed(true);
    }
  };
  return (
    <li className={document.cancelled ? 'text-gray-500' : ''}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold text-gray-900">{t(`order.documents.kinds.${document.kind}`)}</span>
        {document.cancelled && (
          <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-600">{t('order.documents.cancelled')}</span>
        )}
      </div>
      <p className="text-xs tabular-nums">
        {document.number} · {orderTime(document.issued_at, locale)}
        {document.against && ` · ${t('order.documents.against', { number: document.against })}`}
        {document.replaced_by && ` · ${t('order.documents.replacedBy', { number: document.replaced_by })}`}
      </p>
      <button
        type="button"
        className="mt-1 min-h-11 font-semibold text-primary underline"
        onClick={() => void download()}
        aria-label={t('order.documents.downloadNamed', { number: document.number })}
      >
        {t('order.documents.download')}
      </button>
      {failed && (
        <p role="alert" className="text-xs text-red-700">
          {t('order.documents.failed')}
        </p>
      )}
    </li>
  );
}

/** Hands a file made in the page to the browser's downloads, under its name. */
function saveFile(file: Blob, name: string) {
  const href = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL is let go a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

function AskForTaxInvoice({ orderId, onIssued }: { orderId: string; onIssued: () => void }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const { config } = useShellData();
  const [open, setOpen] = useState(false);
  const addresses = useMemberData<Address[]>(open ? 'GET billing addresses' : 'not yet', (api, locale) =>
    open ? getBillingAddresses(api, { locale }) : Promise.resolve({ data: [], is_success: true, message: '', status_code: 200 }),
  );
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!open) {
    return (
      <button type="button" className="btn btn-outline mt-3 w-full" onClick={() => setOpen(true)}>
        {t('order.documents.ask')}
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem(t('order.documents.chooseAddress'));
    setSending(true);
    setProblem(null);
    const answer = await requestTaxInvoice(browserApi(config), orderId, chosen).finally(() => setSending(false));
    if (answer.is_success) onIssued();
    else setProblem(answer.message);
  };
  const book = addresses.status === 'ready' ? addresses.data : [];
  return (
    <form className="mt-3 space-y-2 border-t border-gray-200 pt-3" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend className="font-semibold text-gray-900">{t('order.documents.askTitle')}</legend>
        <p className="text-xs text-gray-600">{t('order.documents.askNote')}</p>
        {addresses.status === 'ready' && book.length === 0 && (
          <p className="mt-2">
            <Link to={localHref('/account/address-tax-invoice')} className="font-semibold text-primary underline">
              {t('taxInvoice.add')}
            </Link>
          </p>
        )}
        {book.map((address) => (
          <label key={address.id} className="mt-2 flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name="billing_address_id"
              value={address.id}
              checked={chosen === address.id}
              onChange={() => setChosen(address.id)}
            />
            <span>
              <span className="font-semibold">{addressName(address)}</span>
              <span className="block text-xs text-gray-600">{address.full_address}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={sending || book.length === 0}>
        {t('order.documents.askSubmit')}
      </button>
    </form>
  );
}
