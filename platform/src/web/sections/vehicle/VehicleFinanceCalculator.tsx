import { Heading, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { VehicleEnquiryActions, type VehicleEnquiryForm } from './VehicleEnquiryActions';
import { type VehiclePageView } from './vehicle-view-model';

/** The Finance Calculator section: the finance enquiry, its budget the car's price. */
export function VehicleFinanceCalculator({
  view,
  site,
  openForm,
}: {
  view: VehiclePageView;
  site: Site;
  openForm: VehicleEnquiryForm | null;
}) {
  return (
    <section id="finance-calculator" aria-labelledby="finance-calculator-heading">
      <Stack space="small">
        <Heading level={2} id="finance-calculator-heading">
          Finance Calculator
        </Heading>
        <Text>
          Work out repayments that suit you: our finance team can tailor a loan to this vehicle.
        </Text>
        <div>
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
        </div>
      </Stack>
    </section>
  );
}
