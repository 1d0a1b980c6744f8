import { Heading, KeyInformation, type KeyInformationItem, Stack } from '@dealer/design-system';

/** The car's headline facts as tiles: year, odometer, body, transmission… */
export function VehicleKeyInformation({ items }: { items: KeyInformationItem[] }) {
  return (
    <section aria-labelledby="key-information-heading">
      <Stack space="small">
        <Heading level={2} id="key-information-heading">
          Key information
        </Heading>
        <KeyInformation items={items} />
      </Stack>
    </section>
  );
}
