import { Button, Inline, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { CALCULATOR_DISCLAIMER } from '../../domain/finance-disclosure';
import { FINANCE_CALCULATOR_ANCHOR, personalisedFinanceHref } from './finance-pages';
import { FinanceCalculatorPanel } from './client/FinanceCalculatorPanel';
import { VehicleEnquiryActions, type VehicleEnquiryForm } from '../vehicle/VehicleEnquiryActions';
import { type VehiclePageView } from '../vehicle/vehicle-view-model';

/**
 * The vehicle page's Finance Calculator (spec §2 #finance-calculator): the car's price and its
 * lender's fees to start with, the finance enquiry (spec §2 'finance enquiry modal') and, where
 * the site has it, the car's personalised finance page for a signed-in shopper.
 */
export function VehicleFinanceCalculator({
  view,
  site,
  openForm,
}: {
  view: VehiclePageView;
  site: Site;
  openForm: VehicleEnquiryForm | null;
}) {
  const personalised = personalisedFinanceHref(site, view.enquiryCar);
  return (
    // the anchor holds the calculator and the finance enquiry beneath it
    <div id={FINANCE_CALCULATOR_ANCHOR}>
      <Stack space="small">
        <FinanceCalculatorPanel
          id={`${FINANCE_CALCULATOR_ANCHOR}-figures`}
          carPrice={view.calculator.carPrice}
          calculator={site.finance.calculator}
          lender={view.calculator.lender}
          disclaimer={view.calculator.disclaimer ?? CALCULATOR_DISCLAIMER}
        />
        <Inline space="small" alignY="center">
          {/* spec §2 'finance enquiry modal' (analytics event 9) */}
          <VehicleEnquiryActions
            site={site}
            car={view.enquiryCar}
            forms={['finance-enquiry']}
            openForm={openForm}
            defaultValues={view.financeEnquiryDefaults}
            hash={null}
            fullWidth={false}
          />
          {personalised ? (
            <Button href={personalised} variant="soft">
              Get Personalised Finance
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </div>
  );
}
