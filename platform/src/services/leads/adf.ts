import 'server-only';
import { formatAud } from '@dealer/design-system/format';
import { TRADE_IN_ANSWER } from '../../domain/lead-forms';
import { australianPhoneKind, phoneNational } from '../../domain/phone';
import { PURCHASE_DEFAULT_TERM_YEARS, purchaseChoicesSchema } from '../../domain/purchase-journey';
import { type AdjustmentAnswers, conditionAnswerSummary } from '../../domain/trade-in';
import { escapeXml } from '../../domain/xml';

// ADF XML 1.0 (Auto-lead Data Format), the document dealer CRMs take leads in:
// prospect, vehicle (interest buy / test-drive / trade-in), customer contact, vendor = location.
// The lead keeps the shopper's phone in E.164; the document shows it as Australians write it.

export interface AdfLead {
  id: string;
  createdAt: Date;
  form: string;
  category: string;
  subcategory: string;
  values: Record<string, unknown>;
  vehicle: {
    year: number;
    make: string;
    model: string;
    badge: string | null;
    vin: string | null;
    stocknum: string;
    carType: string;
    km: number;
    price: number;
  } | null;
}

export interface AdfVendor {
  locationId: number | null;
  name: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

const tag = (name: string, value: unknown, attrs = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;

/**
 * ADF's type of the shopper's phone: a landline is 'voice', a mobile (or a number kept before
 * numbers were checked) 'cellphone'.
 */
export function adfPhoneType(phone: unknown): 'voice' | 'cellphone' {
  return typeof phone === 'string' && australianPhoneKind(phone) === 'landline'
    ? 'voice'
    : 'cellphone';
}

/** The vehicle's interest in ADF terms. */
export function adfInterest(form: string): 'buy' | 'test-drive' {
  return form === 'test-drive' ? 'test-drive' : 'buy';
}

/**
 * spec §3 the shopper's answer about finance or a trade-in: the form's Yes/No question
 * (finance, do-you-have-a-trade-in), or its box (opt_in_finance, opt_in_trade); null when the
 * form asked neither.
 */
export function yesNoAnswer(question: unknown, box: unknown): 'Yes' | 'No' | null {
  if (question === 'Yes' || box === true) return 'Yes';
  if (question === 'No' || box === false) return 'No';
  return null;
}

const financeAnswer = (v: Record<string, unknown>) => yesNoAnswer(v.finance, v.opt_in_finance);
const tradeInAnswer = (v: Record<string, unknown>) =>
  yesNoAnswer(v[TRADE_IN_ANSWER], v.opt_in_trade);

/** The ADF document of a lead. */
export function leadToAdf(
  lead: AdfLead,
  vendor: AdfVendor,
  source: { siteName: string; provider: string },
): string {
  const v = lead.values;
  const comments = [
    typeof v.message === 'string' ? v.message : '',
    `${lead.category} - ${lead.subcategory}`,
    v.preferred_date
      ? `Preferred date: ${String(v.preferred_date)} ${String(v.preferred_time ?? '')}`.trim()
      : '',
    v.offer_from_client
      ? `Offer: ${formatAud(Number(v.offer_from_client), { cents: 'if-any' })}`
      : '',
    v.vehiclePriceBudget
      ? `Budget: ${formatAud(Number(v.vehiclePriceBudget), { cents: 'if-any' })}`
      : '',
    v.car_type || v.vin
      ? `Vehicle of interest: ${[v.car_type, v.vin ? `VIN ${String(v.vin)}` : ''].filter(Boolean).join(', ')}`
      : '',
    v.rating ? `Rating: ${String(v.rating)} out of 5` : '',
    v.PreferredContactMethod ? `Preferred contact: ${String(v.PreferredContactMethod)}` : '',
    financeAnswer(v) ? `Finance: ${financeAnswer(v)}` : '',
    lead.form !== 'trade-in' && tradeInAnswer(v) ? `Trade-in: ${tradeInAnswer(v)}` : '',
    Array.isArray(v.additional_services) && v.additional_services.length > 0
      ? `Additional services: ${v.additional_services.map(String).join(', ')}`
      : '',
    // the make of a lead about no car (a car's make is the vehicle's)
    !lead.vehicle && v.manufacturer_slug ? `Manufacturer: ${String(v.manufacturer_slug)}` : '',
    v.distribution_location ? `Distribution location: ${String(v.distribution_location)}` : '',
    ...reservationComments(v.reservation),
    ...purchaseComments(v.purchase),
  ]
    .filter(Boolean)
    .join('\n');
  const car = lead.vehicle;
  const vehicle = car
    ? `<vehicle interest="${adfInterest(lead.form)}" status="${car.carType === 'new' ? 'new' : 'used'}">${tag('id', car.stocknum, ' source="stocknum"')}${tag('year', car.year)}${tag('make', car.make)}${tag('model', car.model)}${tag('trim', car.badge)}${tag('vin', car.vin)}${tag('stock', car.stocknum)}${tag('odometer', car.km, ' status="original" units="km"')}${car.price > 0 ? tag('price', car.price, ' type="asking" currency="AUD"') : ''}</vehicle>`
    : '';
  const tradeIn =
    lead.form === 'trade-in'
      ? tradeInVehicle(v)
      : tradeInAnswer(v) === 'Yes'
        ? (purchasedTradeIn(v.purchase) ??
          `<vehicle interest="trade-in" status="used">${tag('comments', v.rego ? `Rego ${String(v.rego)}` : 'Trade-in')}</vehicle>`)
        : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
<prospect status="new">
${tag('id', lead.id, ` sequence="1" source="${escapeXml(source.siteName)}"`)}
${tag('requestdate', lead.createdAt.toISOString())}
${vehicle}${tradeIn}
<customer><contact primarycontact="1">${tag('name', v.name, ' part="first"')}${tag('name', v.last_name, ' part="last"')}${tag('email', v.email)}${tag('phone', phoneNational(v.phone), ` type="${adfPhoneType(v.phone)}"`)}<address>${tag('postalcode', v.postcode)}<country>AU</country></address></contact>${tag('comments', comments)}</customer>
<vendor>${tag('id', vendor.locationId, ' source="location"')}${tag('vendorname', vendor.name)}<contact>${tag('name', vendor.name, ' part="full"')}${tag('phone', vendor.phone)}<address>${tag('street', vendor.street, ' line="1"')}${tag('city', vendor.city)}${tag('regioncode', vendor.state)}${tag('postalcode', vendor.postcode)}<country>AU</country></address></contact></vendor>
<provider>${tag('name', source.provider, ' part="full"')}</provider>
</prospect>
</adf>
`;
}

/** spec §2 the buy-online journey's finance choice (its payment and trade-in are elsewhere). */
function purchaseComments(value: unknown): string[] {
  const choices = purchaseChoicesSchema.safeParse(value);
  if (!choices.success) return [];
  const { finance, finance_deposit: deposit, finance_term_years: years } = choices.data;
  return [
    'Bought through the online purchase journey',
    finance === 'Yes'
      ? `Finance wanted: ${formatAud(deposit ?? 0)} deposit over ${years ?? PURCHASE_DEFAULT_TERM_YEARS} years`
      : 'Paying without finance',
  ];
}

/** The buy-online journey's trade-in, as the shopper described it; null when it has none. */
function purchasedTradeIn(value: unknown): string | null {
  const choices = purchaseChoicesSchema.safeParse(value);
  const vehicle = choices.success ? choices.data.trade_in_vehicle : undefined;
  if (!vehicle) return null;
  return `<vehicle interest="trade-in" status="used">${tag('year', vehicle.year)}${tag('make', vehicle.make)}${tag('model', vehicle.model)}${tag('odometer', vehicle.kms, ' status="original" units="km"')}${tag('comments', 'Trade-in, to be valued at the dealership')}</vehicle>`;
}

/** A reservation as a lead's values carry it (services/reservations). */
interface LeadReservation {
  id: string;
  deposit_cents: number;
  currency: string;
  payment: string;
  held_until: string;
  /** the buy-online journey's full price, not a deposit */
  full_price?: boolean;
}

/** spec §9 a reservation's deposit (refundable in full) and how long the car is held. */
function reservationComments(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const r = value as LeadReservation;
  const deposit = r.full_price
    ? `Bought online at the full price: ${formatAud(r.deposit_cents / 100, { cents: 'if-any' })} ${r.currency} (${r.payment}), 100% refundable`
    : r.deposit_cents > 0
      ? `Reservation deposit: ${formatAud(r.deposit_cents / 100, { cents: 'if-any' })} ${r.currency} (${r.payment}), 100% refundable`
      : `Reserved online with no deposit (${r.payment})`;
  return [deposit, `Car held until ${r.held_until}`, `Reservation ${r.id}`];
}

/**
 * The valuation wizard's vehicle (spec §3 rego, regoState, kms, adjustmentAnswers; the
 * valuation and whether the offer was accepted): what the dealer needs to call with an offer.
 */
function tradeInVehicle(v: Record<string, unknown>): string {
  const vehicle = (v.trade_in_vehicle ?? null) as {
    year?: number;
    make?: string;
    model?: string;
    badge?: string | null;
  } | null;
  const valuation = (v.valuation ?? null) as { low: number; estimate: number; high: number } | null;
  const answers = v.adjustmentAnswers as AdjustmentAnswers | undefined;
  const comments = [
    `Rego ${String(v.rego ?? '')} ${String(v.regoState ?? '')}`.trim(),
    vehicle ? null : 'The registration found no vehicle: please confirm it with the customer.',
    ...(answers
      ? conditionAnswerSummary(answers).map(
          (a) =>
            `${a.question}: ${a.answer} (${a.adjustmentPercent > 0 ? '+' : ''}${a.adjustmentPercent}%)`,
        )
      : []),
    valuation
      ? `Online estimate: ${formatAud(valuation.low)} to ${formatAud(valuation.high)} (${formatAud(valuation.estimate)})`
      : 'No online estimate: please call the customer with an offer.',
    v.offer_accepted === true ? 'Offer accepted by the customer' : null,
  ]
    .filter(Boolean)
    .join('\n');
  return `<vehicle interest="trade-in" status="used">${tag('year', vehicle?.year)}${tag('make', vehicle?.make)}${tag('model', vehicle?.model)}${tag('trim', vehicle?.badge)}${tag('odometer', v.kms, ' status="original" units="km"')}${valuation ? tag('price', valuation.estimate, ' type="appraisal" currency="AUD"') : ''}${tag('comments', comments)}</vehicle>`;
}
