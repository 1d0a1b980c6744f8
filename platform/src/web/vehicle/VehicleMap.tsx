import { Button, Heading, MapPinIcon, Stack, Text } from '@dealer/design-system';
import { type VehicleMapView } from './vehicle-view-model';

/** spec §3 vdp_config.show_map_section: a static map card with a link (the embedded default). */
export function VehicleMap({ map }: { map: VehicleMapView }) {
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading">
      <Stack space="small">
        <Heading level={2} id="vehicle-map-heading">
          Where to find this vehicle
        </Heading>
        <Text weight="strong">{map.name}</Text>
        <Text>{map.address}</Text>
        <div>
          <Button href={map.directionsHref} variant="soft" icon={<MapPinIcon />}>
            Get Directions
          </Button>
        </div>
      </Stack>
    </section>
  );
}
