import { notFound } from 'next/navigation';
import { Container, Heading, PageBanner, Stack, Text } from '@dealer/design-system';
import { pageBannerOf } from '../../domain/page-banners';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { shownFinanceLender } from '../../domain/finance-display';
import {
  CALCULATOR_DISCLAIMER,
  COMPARISON_RATE_WARNING,
  lenderDisclaimer,
} from '../../domain/finance-disclosure';
import { phoneNational } from '../../domain/phone';
import { appRuntime } from '../../runtime';
import { type ShopperSession } from '../accounts/session';
import {
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_FORM_ANCHOR,
  financePageDefinitions,
  type FinancePageName,
  PERSONALISED_FINANCE,
  personalisedFinanceDefinition,
} from './finance-pages';
import { FinanceCalculatorPanel } from './client/FinanceCalculatorPanel';
import { LeadForm } from '../leads/client/LeadForm';
import { leadFormSetup } from '../leads/lead-form-props';
import {
  budgetFromQuery,
  carIdFromQuery,
  type PageQuery,
  preferredLocationId,
} from '../leads/lead-pages';

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** spec §2 car_type query: new, used or demo. */
function carTypeFromQuery(query: PageQuery): 'new' | 'used' | 'demo' | undefined {
  const type = first(query.car_type).toLowerCase();
  return type === 'new' || type === 'used' || type === 'demo' ? type : undefined;
}

/** spec §2 vin query: a vehicle identification number, or nothing. */
function vinFromQuery(query: PageQuery): string | undefined {
  const vin = first(query.vin).toUpperCase();
  return /^[A-HJ-NPR-Z0-9]{11,17}$/.test(vin) ? vin : undefined;
}

/**
 * A finance page of the site (spec §2): the calculator and the finance enquiry form, both
 * prefilled from the page's query (car_id or vin: the car and its price; vehiclePriceBudget;
 * preferredDealership; car_type), with the lender's disclaimer and the comparison rate warning.
 */
export async function FinancePage({
  site,
  page,
  query = {},
  shopper = null,
}: {
  site: Site;
  /** a finance page of the site's, or the personalised finance page of a car */
  page: FinancePageName | typeof PERSONALISED_FINANCE;
  query?: PageQuery;
  /** the signed-in shopper, whose mobile the quote form starts with */
  shopper?: ShopperSession | null;
}) {
  const personalised = page === PERSONALISED_FINANCE;
  if (!personalised && !site.finance.pages.includes(page)) notFound();
  const definition = personalised ? personalisedFinanceDefinition : financePageDefinitions[page];
  const store = await appRuntime().store();
  const carId = carIdFromQuery(query);
  const vin = vinFromQuery(query);
  const now = new Date();
  const [locations, car] = await Promise.all([
    store.stock.listLocations(site),
    carId !== null
      ? store.stock.getCarById(site, carId, now)
      : vin
        ? store.stock.getCarByVin(site, vin, now)
        : Promise.resolve<Car | null>(null),
  ]);
  // the personalised page is one car's: an unknown car (or none) has no such page
  if (personalised && !car) notFound();
  const { options, dealerships, appointments } = leadFormSetup(site, locations, car);
  const offered = locations.filter((l) => dealerships.some((d) => d.id === l.id));
  const budget = budgetFromQuery(query) ?? (car && car.price > 0 ? car.price : undefined);
  const lender = car ? shownFinanceLender(car, site, now) : null;
  const disclaimer = car ? lenderDisclaimer(car, site) : null;
  const formHeadingId = `${page}-form-heading`;

  const calculator = (
    <FinanceCalculatorPanel
      key="calculator"
      id={FINANCE_CALCULATOR_ANCHOR}
      carPrice={budget ?? null}
      calculator={site.finance.calculator}
      lender={lender}
      disclaimer={CALCULATOR_DISCLAIMER}
      enquireHref={`#${FINANCE_FORM_ANCHOR}`}
    />
  );
  const form = (
    <section key="form" id={FINANCE_FORM_ANCHOR} aria-labelledby={formHeadingId}>
      <Stack space="medium">
        <Heading level={2} id={formHeadingId}>
          Apply for a finance quote
        </Heading>
        {car ? <Text weight="strong">{car.name}</Text> : null}
        <LeadForm
          form="finance-enquiry"
          options={options}
          dealerships={dealerships}
          appointments={appointments}
          car={car ? { id: car.id, name: car.name, carType: car.carType, tag: car.tag } : undefined}
          defaultValues={{
            location_id: options.locationSelect
              ? preferredLocationId(query, site, offered)
              : undefined,
            vehiclePriceBudget: budget,
            car_type: carTypeFromQuery(query) ?? car?.carType,
            vin: vin ?? car?.vin ?? undefined,
            phone: shopper ? phoneNational(shopper.phoneNumber) : undefined,
          }}
          source={definition.title}
          pageId={page}
          aria-labelledby={formHeadingId}
        />
      </Stack>
    </section>
  );
  return (
    <Container width="medium">
      <Stack space="large">
        <PageBanner image={pageBannerOf(site, 'finance')} priority />
        <Stack space="small">
          <Heading level={1}>{definition.title}</Heading>
          <Text tone="muted">{definition.intro}</Text>
        </Stack>
        {definition.formFirst ? [form, calculator] : [calculator, form]}
        <Stack space="small">
          {disclaimer ? (
            <Text size="small" tone="muted">
              {disclaimer}
            </Text>
          ) : null}
          <Text size="small" tone="muted">
            {COMPARISON_RATE_WARNING}
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
