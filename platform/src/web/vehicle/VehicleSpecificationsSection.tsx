import { Heading, SpecificationList, type SpecificationRow, Stack } from '@dealer/design-system';
import { SPEC_ROWS_INITIAL } from '../../domain/vehicle-specs';

/** The Car Summary and All Specifications lists, each 4 rows then 'Show More'. */
export function VehicleSpecificationsSection({
  summaryRows,
  specificationRows,
}: {
  summaryRows: SpecificationRow[];
  specificationRows: SpecificationRow[];
}) {
  return (
    <>
      <section aria-labelledby="car-summary-heading">
        <Stack space="small">
          <Heading level={2} id="car-summary-heading">
            Car Summary
          </Heading>
          <SpecificationList rows={summaryRows} initialCount={SPEC_ROWS_INITIAL} />
        </Stack>
      </section>
      <section aria-labelledby="all-specifications-heading">
        <Stack space="small">
          <Heading level={2} id="all-specifications-heading">
            All Specifications
          </Heading>
          <SpecificationList rows={specificationRows} initialCount={SPEC_ROWS_INITIAL} />
        </Stack>
      </section>
    </>
  );
}
