/**
 * The words of a booking's GST document in the customer's language (the API catalogues' `invoicePdf`): a Hindi-speaking
 * customer's invoice has its labels in Hindi; every figure, number, date and GSTIN is the same as on the English one.
 */
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import type { InvoiceDocumentKind } from '@utsav/domain/tax-invoice';
import { PAYMENT_LABEL } from '@utsav/domain/invoice-figures';

export type DocumentLang = 'en' | 'hi';
export type InvoiceWordKey = keyof typeof en.invoicePdf;
export type InvoiceWords = (key: InvoiceWordKey, vars?: Record<string, string | number>) => string;

/** A language's words, `{{name}}` filled from `vars`. */
export function invoiceWords(lang: DocumentLang = 'en'): InvoiceWords {
  const texts: Record<InvoiceWordKey, string> = lang === 'hi' ? hi.invoicePdf : en.invoicePdf;
  return (key, vars = {}) => texts[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The document's title in the language. */
export const TITLE_KEY: Record<InvoiceDocumentKind, InvoiceWordKey> = {
  tax_invoice: 'taxInvoice',
  bill_of_supply: 'billOfSupply',
  order_summary: 'orderSummary',
};

/** A payment or refund record's label (as `@utsav/domain/invoice-figures` gives it, in English) in the language. */
const RECORD_KEY: Record<string, InvoiceWordKey> = {
  [PAYMENT_LABEL.full]: 'paidFull',
  [PAYMENT_LABEL.advance]: 'advancePaid',
  [PAYMENT_LABEL.balance]: 'balancePaid',
  Payment: 'paymentRecord',
  Refunded: 'refunded',
};
export const recordLabel = (w: InvoiceWords, label: string): string => {
  const key = RECORD_KEY[label];
  return key ? w(key) : label;
};

/** A stored language value as a document language ('hi' or else English). */
export const documentLang = (language: string | null | undefined): DocumentLang => (language === 'hi' ? 'hi' : 'en');
